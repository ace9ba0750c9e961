import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { CollectionSpec } from "@/lib/cms/config";
import { decapYamlFile } from "@/lib/cms/decap-format.mjs";
import { type CmsField, fieldFor, fieldsFor } from "@/lib/cms/fields";

/** A page made of sections of three types, as an editor would build a landing page. */
const hero = z
  .strictObject({
    type: z.literal("hero"),
    heading: z.string().trim().min(3).max(80),
    subheading: z.string().optional(),
    tone: z.enum(["light", "dark"]),
  })
  .meta({ title: "Hero banner", cms: { summary: "{{heading}}" } });
const faq = z.strictObject({
  type: z.literal("faq"),
  questions: z
    .array(z.strictObject({ question: z.string().min(5), answer: z.string().min(5) }))
    .min(1)
    .max(6),
});
const callToAction = z.strictObject({
  type: z.literal("callToAction"),
  label: z.string(),
  href: z.string(),
});
const section = z.discriminatedUnion("type", [hero, faq, callToAction]);
const page = z.strictObject({ sections: z.array(section).min(1).max(8) });

const sections = () => fieldsFor(page)[0]!;
const types = () => sections().types as CmsField[];
const typeNamed = (name: string) => types().find((type) => type.name === name)!;
const names = (fields: unknown) => (fields as CmsField[]).map((field) => field.name);

// The admin's save check finds a data file's schema among the collections: here, the page.
vi.mock("@/lib/cms/collections", () => ({
  CMS_COLLECTIONS: [
    {
      kind: "files",
      name: "pages",
      label: "Pages",
      files: [{ name: "home", label: "Home", file: "content/home.yml", schema: page }],
    },
  ] satisfies CollectionSpec[],
}));

describe("a list of sections of several types, in the admin", () => {
  it("asks the editor which type of section to add, and Decap saves it under the union's key", () => {
    expect(sections()).toMatchObject({ name: "sections", widget: "list", typeKey: "type" });
    expect(types().map(({ name, widget }) => [name, widget])).toEqual([
      ["hero", "object"],
      ["faq", "object"],
      ["callToAction", "object"],
    ]);
    // Decap reads a list with `fields` as a list of one kind of item, whatever its types.
    expect(sections()).not.toHaveProperty("fields");
    expect(sections()).not.toHaveProperty("field");
  });

  it("leaves the type out of each type's fields: Decap writes it, no editor types it", () => {
    expect(names(typeNamed("hero").fields)).toEqual(["heading", "subheading", "tone"]);
    expect(names(typeNamed("faq").fields)).toEqual(["questions"]);
    expect(names(typeNamed("callToAction").fields)).toEqual(["label", "href"]);
  });

  it("gives each type's fields the widgets, requirements and limits of the schema", () => {
    const [heading, subheading, tone] = typeNamed("hero").fields as CmsField[];
    expect(heading).toMatchObject({ widget: "string", required: true });
    const pattern = new RegExp((heading!.pattern as [string, string])[0]);
    expect(["Welcome aboard", "Hi", "x".repeat(81)].map((value) => pattern.test(value))).toEqual([
      true,
      false,
      false,
    ]);
    expect(subheading).toMatchObject({ widget: "string", required: false });
    expect(tone).toMatchObject({ widget: "select", options: ["light", "dark"], required: true });
    const [questions] = typeNamed("faq").fields as CmsField[];
    expect(questions).toMatchObject({ widget: "list", min: 1, max: 6 });
    expect(names(questions!.fields)).toEqual(["question", "answer"]);
  });

  it("labels a type with the object's title, else its name in words, and takes its summary from the metadata", () => {
    expect(types().map(({ label }) => label)).toEqual(["Hero banner", "Faq", "Call to action"]);
    expect(typeNamed("hero").summary).toBe("{{heading}}");
    expect(typeNamed("faq")).not.toHaveProperty("summary");
  });

  it("holds the list to the schema's count of sections, each section open", () => {
    expect(sections()).toMatchObject({ min: 1, max: 8, collapsed: false, required: true });
    const exactly = fieldFor("sections", z.array(section).length(3));
    expect(exactly).toMatchObject({ min: 3, max: 3 });
  });

  it("refuses, naming the field, a union Decap could not tell apart", () => {
    const plain = z.array(z.union([hero, faq]));
    expect(() => fieldFor("blocks", plain)).toThrow(/^CMS field "blocks": .*no discriminator/);
    const scalars = z.array(z.union([z.string(), z.number()]));
    expect(() => fieldFor("blocks", scalars)).toThrow(/^CMS field "blocks": /);
    // One option for two types: Decap names each type once.
    const either = z.strictObject({ type: z.enum(["a", "b"]), text: z.string() });
    const twoNames = z.array(z.discriminatedUnion("type", [either, callToAction]));
    expect(() => fieldFor("blocks", twoNames)).toThrow(/^CMS field "blocks": .*one string/);
  });
});

describe("a list of sections of several types, saved", () => {
  /** A page as Decap hands it to the save check: each item its type and its fields. */
  const saved = (): { sections: Record<string, unknown>[] } => ({
    sections: [
      { type: "hero", heading: "Welcome aboard", tone: "dark" },
      { type: "faq", questions: [{ question: "Who pays?", answer: "The brand." }] },
      { type: "callToAction", label: "Start", href: "/contact" },
    ],
  });

  it("passes the save check as Decap stores it, and a bad section is refused by its field", async () => {
    const { saveRefusal } = await import("@/lib/cms/save-check");
    expect(saveRefusal("pages", "home", saved())).toBeNull();
    const tooShort = saved();
    tooShort.sections[0]!.heading = "Hi";
    expect(saveRefusal("pages", "home", tooShort)).toMatch(
      /^content\/home\.yml: field "sections\.0\.heading": /,
    );
    const unknownType = saved();
    unknownType.sections[2]!.type = "quote";
    expect(saveRefusal("pages", "home", unknownType)).toMatch(
      /^content\/home\.yml: field "sections\.2\.type": /,
    );
  });

  it("is written as Decap writes it: each section's type first, then its type's fields in order", () => {
    const shuffled = {
      sections: [
        { tone: "dark", heading: "Welcome aboard", type: "hero" },
        { href: "/contact", type: "callToAction", label: "Start" },
      ],
    };
    expect(decapYamlFile(shuffled, fieldsFor(page))).toBe(
      [
        "sections:",
        "  - type: hero",
        "    heading: Welcome aboard",
        "    tone: dark",
        "  - type: callToAction",
        "    label: Start",
        "    href: /contact",
        "",
      ].join("\n"),
    );
  });
});
