import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminCsp, adminPageHtml } from "@/lib/cms/admin-page";
import { cmsBackend } from "@/lib/cms/backend";
import { CMS_LOCAL_BACKEND_ORIGIN } from "@/lib/cms/cms-facts.mjs";
import { LOCAL_CMS_URL } from "../../scripts/local/local-hosts.mjs";
import { MEDIA_PUBLIC_PATH } from "@/config/media.mjs";
import { CMS_COLLECTIONS } from "@/lib/cms/collections";
import { type CollectionSpec, cmsConfig, cmsConfigYaml } from "@/lib/cms/config";
import { decapMarkdownFile, decapYamlFile, readMarkdownFile } from "@/lib/cms/decap-format.mjs";
import { type CmsField, fieldFor, fieldsFor } from "@/lib/cms/fields";
import { DATA_FILES } from "@/lib/content/data-files";
import { parseContentFile } from "@/lib/content/parse-file";
import { caseStudyFrontMatterSchema } from "@/lib/content/schemas";

const ROOT = join(__dirname, "../..");
const LOCAL = cmsBackend({}, "http://cms.gigloom.localhost:5010");
const PRODUCTION = cmsBackend(
  { NEXT_PUBLIC_FIREBASE_PROJECT_ID: "gigloom-prod", NEXT_PUBLIC_CMS_GITHUB_REPO: "acme/site" },
  "https://cms.gigloom.com",
);

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  format?: string;
  discriminator?: string;
  options?: z.ZodType[];
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
function unwrapped(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if (["optional", "nullable", "default"].includes(def.type)) {
      optional = true;
      current = def.innerType!;
    } else if (def.type === "pipe" && defOf(def.in!).type === "transform") {
      current = def.out!;
    } else {
      return { schema: current, optional };
    }
  }
}

/** The widget a field's metadata names, on the field or on what it wraps. */
function metaWidget(schema: z.ZodType): string | undefined {
  for (
    let current: z.ZodType | undefined = schema;
    current;
    current = defOf(current).innerType ?? defOf(current).out
  ) {
    const widget = (current.meta() as { cms?: { widget?: string } } | undefined)?.cms?.widget;
    if (widget) return widget;
  }
  return undefined;
}

/** Strings around each limit: what the zod field and the Decap pattern must agree on. */
function probes(field: CmsField): string[] {
  const words = "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod ".repeat(8);
  const lengths = new Set([0, 1, 2, 3, 4, 5, 9, 10, 11, 29, 30, 31, 39, 40, 41, 69, 70, 71]);
  for (const n of [79, 80, 81, 99, 100, 101, 119, 120, 121, 169, 170, 171, 299, 300, 301]) {
    lengths.add(n);
  }
  const samples = [...lengths].map((n) => words.slice(0, n).replace(/ $/, "x"));
  const base = samples.find((sample) => sample.length === 40)!;
  samples.push(` ${base}`, `${base} `, "2026-03", "2026-13", "2026-3", "26-03", "2026-00");
  if (field.name === "") samples.push("");
  return samples;
}

/** What an image field can hold: an upload of each kind, named as an editor's files are. */
function imageProbes(): string[] {
  const names = ["cover.jpg", "Cover Photo.JPEG", "a.png", "b.webp", "c.avif", "d.gif", "e.svg"];
  return names.map((name) => `${MEDIA_PUBLIC_PATH}/${name}`);
}

/**
 * Walks a schema and its generated fields side by side, checking each field's widget against
 * the zod type it came from. Any drift between the two fails here.
 */
function expectFieldsMatch(objectSchema: z.ZodType, fields: CmsField[], parentOptional = false) {
  const shape = defOf(unwrapped(objectSchema).schema).shape!;
  expect(fields.map((field) => field.name)).toEqual(Object.keys(shape));
  for (const [name, fieldSchema] of Object.entries(shape)) {
    const field = fields.find((candidate) => candidate.name === name)!;
    const { schema, optional } = unwrapped(fieldSchema);
    const def = defOf(schema);
    expect(field.required, `${name}: required`).toBe(!optional && !parentOptional);
    switch (def.type) {
      case "string":
        if (def.format === "date") {
          expect(field).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
          expect(field.time_format).toBe(false);
        } else {
          // A widget named in the schema's metadata (an image, a relation, long text) stands
          // in for the plain string; the limits below hold for it all the same.
          expect(field.widget).toBe(metaWidget(fieldSchema) ?? "string");
          const pattern = field.pattern as [string, string] | undefined;
          // An image field's value is the path the CMS saves, and Decap checks its pattern
          // against the file name alone.
          const image = field.widget === "image";
          for (const sample of image ? imageProbes() : probes(field)) {
            const zodAccepts = schema.safeParse(sample).success;
            const checked = image ? posix.basename(sample) : sample;
            const cmsAccepts = pattern ? new RegExp(pattern[0]).test(checked) : true;
            const label = `${name}: ${JSON.stringify(sample)}`;
            // Zod trims before it counts; the admin refuses the spaces instead. Either way what
            // the admin saves passes the build, and the limits are the same.
            if (sample.trim() !== sample) expect(!cmsAccepts || zodAccepts, label).toBe(true);
            else expect(cmsAccepts, label).toBe(zodAccepts);
          }
          if (pattern) expect(pattern[1]).toMatch(/^[A-Z0-9]/);
        }
        break;
      case "number": {
        expect(field.widget).toBe("number");
        const isInt = !schema.safeParse(1.5).success;
        expect(field.value_type).toBe(isInt ? "int" : "float");
        for (const value of [-1, 0, 0.5, 1, 2, 1000]) {
          const zodAccepts = schema.safeParse(value).success;
          const aboveMin = field.min === undefined || value >= (field.min as number);
          const belowMax = field.max === undefined || value <= (field.max as number);
          const pattern = field.pattern as [string, string] | undefined;
          const matches = pattern ? new RegExp(pattern[0]).test(String(value)) : true;
          const intOk = field.value_type !== "int" || Number.isInteger(value);
          expect(aboveMin && belowMax && matches && intOk, `${name}: ${value}`).toBe(zodAccepts);
        }
        break;
      }
      case "boolean":
        expect(field.widget).toBe("boolean");
        break;
      case "enum":
        expect(field).toMatchObject({ widget: "select", options: Object.values(def.entries!) });
        break;
      case "array": {
        const element = unwrapped(def.element!).schema;
        const min = (schema as z.ZodArray).safeParse([]).success ? undefined : field.min;
        if (defOf(element).type === "enum") {
          expect(field).toMatchObject({
            widget: "select",
            multiple: true,
            options: Object.values(defOf(element).entries!),
          });
        } else if (defOf(element).type === "string") {
          // One string field per item, with the element's own limits.
          expect(field.widget).toBe("list");
          const item = field.field as CmsField;
          expectFieldsMatch(z.strictObject({ [item.name]: def.element! }), [item]);
        } else if (defOf(element).type === "union") {
          // Items of several types: each type's fields, less the key Decap writes itself.
          const { discriminator, options } = defOf(element);
          expect(field).toMatchObject({ widget: "list", typeKey: discriminator });
          const types = field.types as CmsField[];
          expect(types).toHaveLength(options!.length);
          options!.forEach((option, index) => {
            const { [discriminator!]: key, ...rest } = defOf(unwrapped(option).schema).shape!;
            expect(types[index]!.name).toBe(defOf(key!).values![0]);
            expectFieldsMatch(z.strictObject(rest), types[index]!.fields as CmsField[]);
          });
        } else {
          expect(field.widget).toBe("list");
          expectFieldsMatch(element, field.fields as CmsField[]);
        }
        expect(field.min).toBe(min);
        // The limits are the schema's: one item fewer or more fails, the limit passes.
        const item =
          defOf(element).type === "enum" ? Object.values(defOf(element).entries!)[0] : {};
        if (field.min !== undefined) {
          const fewer = Array.from({ length: (field.min as number) - 1 }, () => item);
          expect(schema.safeParse(fewer).success, `${name}: below min`).toBe(false);
        }
        if (field.max !== undefined && defOf(element).type === "enum") {
          const more = Object.values(defOf(element).entries!).slice(0, (field.max as number) + 1);
          if (more.length > (field.max as number)) {
            expect(schema.safeParse(more).success, `${name}: above max`).toBe(false);
          }
        }
        break;
      }
      case "object":
        expect(field.widget).toBe("object");
        expectFieldsMatch(schema, field.fields as CmsField[], optional || parentOptional);
        break;
      default:
        throw new Error(`${name}: the test has no check for a ${def.type}`);
    }
  }
}

describe("the CMS configuration, generated from the zod schemas", () => {
  for (const collection of CMS_COLLECTIONS) {
    if (collection.kind === "files") {
      it(`matches every field of every file in ${collection.label}`, () => {
        const config = cmsConfig([collection], LOCAL).collections[0] as {
          files: { fields: CmsField[] }[];
        };
        collection.files.forEach(({ schema }, index) =>
          expectFieldsMatch(schema, config.files[index]!.fields),
        );
      });
      continue;
    }
    it(`matches every field of the ${collection.name} schema`, () => {
      const config = cmsConfig([collection], LOCAL).collections[0] as { fields: CmsField[] };
      const fields = config.fields.filter((field) => field.name !== "body");
      expectFieldsMatch(collection.schema, fields);
      if (collection.entries === "markdown") {
        expect(config.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
      }
    });
  }

  it("writes blog posts and case studies as Markdown with front matter, named from the title, and landing pages as YAML", () => {
    const config = cmsConfig(CMS_COLLECTIONS, LOCAL);
    expect(config.collections).toEqual([
      expect.objectContaining({
        name: "blog",
        folder: "content/blog",
        extension: "md",
        format: "frontmatter",
        slug: "{{slug}}",
      }),
      expect.objectContaining({ name: "casestudies", folder: "content/casestudies" }),
      expect.objectContaining({ name: "landing", folder: "content/landing", format: "yml" }),
      // Every data file of the content registry, so none can be missed here.
      expect.objectContaining({ name: "authors", folder: "content/authors", format: "yml" }),
      expect.objectContaining({
        name: "site-copy",
        files: DATA_FILES.filter((entry) => "file" in entry).map((entry) =>
          expect.objectContaining({ name: entry.name, file: (entry as { file: string }).file }),
        ),
      }),
      // Then the same collections in Spanish, over content/es (below).
      ...config.collections
        .slice(5)
        .map(() => expect.objectContaining({ name: expect.stringMatching(/-es$/) })),
    ]);
    // Lowercase ASCII words joined by hyphens: the loader's rule for file names (parse-file.ts).
    expect(config.slug).toEqual({
      encoding: "ascii",
      clean_accents: true,
      sanitize_replacement: "-",
    });
  });

  it("edits the Spanish posts, case studies, landing pages, authors and translated data files beside English's", () => {
    const config = cmsConfig(CMS_COLLECTIONS, LOCAL);
    const spanish = config.collections.filter((collection) =>
      String(collection.name).endsWith("-es"),
    ) as {
      name: string;
      label: string;
      folder?: string;
      create?: boolean;
      files?: { file: string }[];
    }[];
    expect(
      spanish.map(({ name, label, folder, create }) => ({ name, label, folder, create })),
    ).toEqual([
      { name: "blog-es", label: "Blog posts (Español)", folder: "content/es/blog", create: false },
      {
        name: "casestudies-es",
        label: "Case studies (Español)",
        folder: "content/es/casestudies",
        create: false,
      },
      // A landing page needs no English original, and its file is named by its campaign.
      {
        name: "landing-es",
        label: "Landing pages (Español)",
        folder: "content/es/landing",
        create: true,
      },
      {
        name: "authors-es",
        label: "Authors (Español)",
        folder: "content/es/authors",
        create: false,
      },
      { name: "site-copy-es", label: "Site copy (Español)", folder: undefined, create: undefined },
    ]);
    // Every translated data file, and no file that has no translation (Decap could not open it).
    const translated = DATA_FILES.flatMap((entry) =>
      "file" in entry ? [entry.file.replace(/^content\//, "content/es/")] : [],
    ).filter((file) => existsSync(join(ROOT, file)));
    expect(spanish[4]!.files!.map((file) => file.file)).toEqual(translated);
    expect(translated.length).toBeGreaterThan(0);
    // The same fields as English: a translation is the same entry in another language.
    const byName = new Map(config.collections.map((c) => [c.name as string, c]));
    expect(byName.get("blog-es")!.fields).toEqual(byName.get("blog")!.fields);
    expect(byName.get("casestudies-es")!.fields).toEqual(byName.get("casestudies")!.fields);
    expect(byName.get("landing-es")!.fields).toEqual(byName.get("landing")!.fields);
  });

  it("names a new entry's file by the loader's rule, from any title the admin accepts", () => {
    // Decap's slug for "{{slug}}" with the configured rule (decap-cms-core: prepareSlug, then
    // sanitizeSlug with encoding "ascii", clean_accents and "-" as the replacement).
    const decapSlug = (title: string) =>
      title
        .trim()
        .toLocaleLowerCase()
        .replace(/[']/g, "")
        .replace(/[.]/g, "-")
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^\w\-.~]/g, "-")
        .replace(/-+/g, "-")
        .replace(/^-|-$/g, "");
    const loaderRule = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
    const config = cmsConfig(CMS_COLLECTIONS, LOCAL);
    // Where the title names the file: Decap's default identifier, in the default template.
    const titled = (
      config.collections as { fields?: CmsField[]; identifier_field?: string; slug?: string }[]
    ).filter(
      (collection) =>
        collection.fields?.some((field) => field.name === "title") &&
        (collection.identifier_field ?? "title") === "title" &&
        collection.slug === "{{slug}}",
    );
    expect(titled.length).toBeGreaterThanOrEqual(2);
    for (const collection of titled as { fields: CmsField[] }[]) {
      const title = collection.fields.find((field) => field.name === "title")!;
      const accepts = (value: string) => new RegExp((title.pattern as [string])[0]).test(value);
      for (const sample of [
        "Café pricing: what a 30-second UGC video costs in 2026",
        "Why “micro” creators win — and when they don't",
        "Usage rights, whitelisting & Spark Ads, explained",
      ]) {
        expect(accepts(sample), sample).toBe(true);
        expect(decapSlug(sample), sample).toMatch(loaderRule);
      }
      expect(accepts("Snake_case titles would keep an underscore")).toBe(false);
      expect(accepts("A tilde ~ would stay in the file name")).toBe(false);
    }
  });

  it("gives a case study's results their structured fields, within the schema's count", () => {
    const config = cmsConfig(CMS_COLLECTIONS, LOCAL).collections[1] as { fields: CmsField[] };
    const results = config.fields.find((field) => field.name === "results")!;
    expect(results).toMatchObject({ widget: "list", min: 2, max: 5 });
    expect((results.fields as CmsField[]).map((field) => field.name)).toEqual([
      "metric",
      "value",
      "baseline",
      "baselineLabel",
      "measurement",
    ]);
    const value = (results.fields as CmsField[]).find((field) => field.name === "value")!;
    expect(value).toMatchObject({ widget: "number", value_type: "float", min: 0 });
  });

  it("lists the rate card in both languages, a rate per tier and each add-on's kind and value", () => {
    const files = (cmsConfig(CMS_COLLECTIONS, LOCAL).collections as { files?: unknown[] }[])
      .flatMap((collection) => collection.files ?? [])
      .filter((file) => /^content\/(es\/)?rates\.yml$/.test((file as { file: string }).file));
    const [english, spanish] = files as { fields: CmsField[] }[];
    const byName = (fields: CmsField[], name: string) =>
      fields.find((field) => field.name === name)!;
    expect(english!.fields.map((field) => field.name)).toEqual([
      "lastReviewed",
      "method",
      "tiers",
      "platforms",
      "usageRights",
      "addOns",
    ]);
    const platform = byName(english!.fields, "platforms").fields as CmsField[];
    const deliverable = byName(platform, "deliverables").fields as CmsField[];
    const rates = byName(deliverable, "rates");
    expect(rates).toMatchObject({ widget: "list", min: 4, max: 4 });
    expect((rates.fields as CmsField[]).map(({ name, widget }) => [name, widget])).toEqual([
      ["tier", "select"],
      ["low", "number"],
      ["typical", "number"],
      ["high", "number"],
    ]);
    // A point of "what moves a rate" is a line of its own, commas and all.
    expect(byName(platform, "rateFactors").field).toMatchObject({ widget: "string" });
    const addOn = byName(english!.fields, "addOns").fields as CmsField[];
    expect(byName(addOn, "kind")).toMatchObject({ options: ["percent", "amount"] });
    // The Spanish file holds words only: no rate, no value to drift from English's.
    expect(JSON.stringify(spanish!.fields)).not.toMatch(/"name":"(low|typical|high|value)"/);
  });

  it("takes labels, hints and raw widget properties from the schema's metadata", () => {
    const schema = z.strictObject({
      intro: z
        .string()
        .min(3)
        .meta({ title: "Page intro", description: "One sentence.", cms: { widget: "text" } }),
      author: z
        .enum(["a", "b"])
        .meta({ cms: { widget: "relation", collection: "authors", value_field: "{{slug}}" } }),
      note: z.string().optional(),
      count: z.number().int().min(2).max(9),
    });
    const [intro, author, note, count] = fieldsFor(schema);
    expect(intro).toMatchObject({
      label: "Page intro",
      hint: "One sentence.",
      widget: "text",
      required: true,
    });
    expect(intro!.pattern).toBeDefined();
    expect(author).toMatchObject({ widget: "relation", collection: "authors", label: "Author" });
    expect(note).toMatchObject({ widget: "string", required: false });
    expect(count).toMatchObject({ widget: "number", value_type: "int", min: 2, max: 9 });
  });

  it("says why a value is refused, in the schema's own words where it has them", () => {
    const month = fieldFor("start", z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a YYYY-MM month"));
    expect(month.pattern).toEqual([expect.any(String), "A YYYY-MM month"]);
    const title = fieldFor("title", z.string().trim().min(10).max(100));
    expect((title.pattern as string[])[1]).toBe(
      "10 to 100 characters, no space at the start or the end",
    );
  });

  it("refuses a schema type it has no widget for, rather than guess", () => {
    expect(() => fieldFor("when", z.date())).toThrow(/no widget for a date/);
  });

  it("edits data files as file collections", () => {
    const faq = z.strictObject({
      questions: z
        .array(z.strictObject({ question: z.string().min(5), answer: z.string().min(5) }))
        .min(1),
    });
    const spec: CollectionSpec = {
      kind: "files",
      name: "faq",
      label: "FAQ",
      files: [{ name: "brands", label: "For brands", file: "content/faq/brands.yml", schema: faq }],
    };
    const [collection] = cmsConfig([spec], LOCAL).collections as {
      files: { file: string; fields: CmsField[] }[];
    }[];
    expect(collection!.files[0]!.file).toBe("content/faq/brands.yml");
    expect(collection!.files[0]!.fields[0]).toMatchObject({ widget: "list", min: 1 });
  });
});

describe("the CMS backend", () => {
  it("saves through the local backend on 127.0.0.1 in demo mode, from the admin's own local host only", () => {
    const config = parse(cmsConfigYaml(CMS_COLLECTIONS, LOCAL));
    expect(config.local_backend).toEqual({
      url: `${CMS_LOCAL_BACKEND_ORIGIN}/api/v1`,
      allowed_hosts: [new URL(LOCAL_CMS_URL).hostname],
    });
    expect(CMS_LOCAL_BACKEND_ORIGIN).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("saves to GitHub in production, through the editorial workflow, signing in on the admin's own origin", () => {
    const yaml = cmsConfigYaml(CMS_COLLECTIONS, PRODUCTION);
    expect(yaml).not.toContain("local_backend");
    expect(yaml).not.toContain("127.0.0.1");
    expect(parse(yaml)).toMatchObject({
      backend: {
        name: "github",
        repo: "acme/site",
        branch: "main",
        base_url: "https://cms.gigloom.com",
        auth_endpoint: "cms-auth/auth",
      },
      publish_mode: "editorial_workflow",
    });
  });
});

describe("the admin page", () => {
  it("has its own policy: the local backend in demo mode, GitHub's API in production, and the blob: URLs of an entry's media", () => {
    expect(adminCsp("local")).toContain(`connect-src 'self' ${CMS_LOCAL_BACKEND_ORIGIN}`);
    expect(adminCsp("local")).not.toContain("api.github.com");
    expect(adminCsp("github")).toContain("connect-src 'self' https://api.github.com");
    expect(adminCsp("github")).not.toContain("127.0.0.1");
    expect(adminCsp("github")).toContain("default-src 'none'");
    // The backup of an unsaved entry reads the media files Decap holds from blob: URLs.
    for (const mode of ["local", "github"] as const) {
      expect(adminCsp(mode)).toMatch(/connect-src [^;]* blob:/);
    }
  });

  it("is noindex and loads only Decap's bundle, then the save check and the preview, and its generated config", () => {
    const html = adminPageHtml("github");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/decap-cms.js" defer>',
      '<script src="/save-check.js" defer>',
      '<script src="/preview.js" defer>',
    ]);
    expect(html).toContain('href="/config.yml" type="text/yaml" rel="cms-config-url"');
  });
});

describe("the content files", () => {
  const redo = "(npm run build, then node scripts/build/normalise-content.mjs)";
  for (const collection of CMS_COLLECTIONS) {
    if (collection.kind === "files") {
      it(`of ${collection.label} are in the form Decap writes ${redo}`, () => {
        for (const { file, schema } of collection.files) {
          const source = readFileSync(join(ROOT, file), "utf8");
          expect(decapYamlFile(parse(source), fieldsFor(schema)), file).toBe(source);
        }
      });
      continue;
    }
    it(`of ${collection.folder} are in the form Decap writes ${redo}`, () => {
      const markdown = collection.entries === "markdown";
      const fields = fieldsFor(collection.schema);
      const dir = join(ROOT, collection.folder);
      const files = readdirSync(dir).filter((name) => name.endsWith(markdown ? ".md" : ".yml"));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) {
        const source = readFileSync(join(dir, name), "utf8");
        if (!markdown) {
          expect(decapYamlFile(parse(source), fields), name).toBe(source);
          continue;
        }
        const entry = readMarkdownFile(source)!;
        expect(decapMarkdownFile(entry.data, entry.body, [...fields, { name: "body" }]), name).toBe(
          source,
        );
      }
    });
  }

  it("change by one line when one result value changes", () => {
    const fields = fieldsFor(caseStudyFrontMatterSchema);
    const source = readFileSync(join(ROOT, "content/casestudies/kelpwise.md"), "utf8");
    const entry = readMarkdownFile(source)!;
    const results = entry.data.results as { value: number }[];
    results[0]!.value += 1;
    const edited = decapMarkdownFile(entry.data, entry.body, fields).split("\n");
    const before = source.split("\n");
    expect(edited.length).toBe(before.length);
    expect(edited.filter((line, index) => line !== before[index])).toHaveLength(1);
  });

  it("keep the rule Decap cannot express for the build, which names the file and the field", () => {
    // A campaign that ends before it starts: both months are valid YYYY-MM, so the admin lets
    // it through; the build stops on it.
    const config = cmsConfig(CMS_COLLECTIONS, LOCAL).collections[1] as { fields: CmsField[] };
    const period = config.fields.find((field) => field.name === "period")!;
    const [start, end] = period.fields as CmsField[];
    const accepts = (field: CmsField | undefined, value: string) =>
      new RegExp((field!.pattern as [string, string])[0]).test(value);
    expect(accepts(start, "2026-05") && accepts(end, "2026-03")).toBe(true);
    const source = readFileSync(join(ROOT, "content/casestudies/kelpwise.md"), "utf8").replace(
      /end: .*/,
      "end: 2025-01",
    );
    expect(() =>
      parseContentFile("content/casestudies/kelpwise.md", source, caseStudyFrontMatterSchema),
    ).toThrow(
      /^content\/casestudies\/kelpwise\.md: .*front matter field "period\.end": the campaign cannot end before it starts/,
    );
  });
});
