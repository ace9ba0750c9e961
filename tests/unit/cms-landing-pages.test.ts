import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import { writeSaveCheck } from "../../scripts/build/cms-admin.mjs";
import { LOCALES, type Locale } from "@/config/locale";
import { cmsBackend } from "@/lib/cms/backend";
import { CMS_SAVE_CHECK_FILE } from "@/lib/cms/cms-facts.mjs";
import { CMS_COLLECTIONS } from "@/lib/cms/collections";
import { cmsConfig } from "@/lib/cms/config";
import type { CmsField } from "@/lib/cms/fields";
import { saveRefusal } from "@/lib/cms/save-check";
import { landingFolder } from "@/lib/content/data/landing-page";
import { landingSectionSchema } from "@/lib/content/data/landing-sections";
import { parseLandingPage } from "@/lib/content/landing-pages";
import { errorOf } from "./support/content-error";

const ROOT = join(__dirname, "../..");
const LOCAL = cmsBackend({}, "http://cms.gigloom.localhost:5010");

/** The landing pages' collection of each language: English's, then "landing-<locale>". */
const collectionOf = (locale: Locale) => (locale === "en" ? "landing" : `landing-${locale}`);

type Collection = {
  name: string;
  folder: string;
  description: string;
  identifier_field: string;
  slug: string;
  summary: string;
  create: boolean;
  extension: string;
  format: string;
  fields: CmsField[];
};
function configOf(locale: Locale): Collection {
  const collections = cmsConfig(CMS_COLLECTIONS, LOCAL).collections as Collection[];
  return collections.find((collection) => collection.name === collectionOf(locale))!;
}

/** The campaigns written in both languages (the four real files). */
const CAMPAIGNS = ["tiktok-shop-sellers", "ugc-creators"];
const REAL_FILES = LOCALES.flatMap((locale) =>
  CAMPAIGNS.map((name) => ({ locale, name, file: `${landingFolder(locale)}/${name}.yml` })),
);

type Section = { type: string } & Record<string, unknown>;
/** A page's file as Decap hands it to the save check: its YAML, read into plain data. */
const dataOf = (file: string) =>
  parse(readFileSync(join(ROOT, file), "utf8")) as { sections: Section[] };

describe("the landing pages in the admin", () => {
  it.each(LOCALES)(
    "are edited in %s in the folder the loader reads, one YAML file each",
    (locale) => {
      expect(configOf(locale)).toMatchObject({
        folder: landingFolder(locale),
        extension: "yml",
        format: "yml",
        // A page may be written in one language only: every language's collection may create.
        create: true,
      });
    },
  );

  it.each(LOCALES)(
    "name a new %s page's file by its campaign, so a translation shares its original's",
    (locale) => {
      const config = configOf(locale);
      expect(config).toMatchObject({ identifier_field: "campaign", slug: "{{campaign}}" });
      // In a summary "{{slug}}" is the identifier (the campaign): the page's slug is a field.
      expect(config.summary).toBe("{{title}} ({{fields.slug}})");
      // The campaign field holds only what Decap keeps as it is in a file name.
      const campaign = config.fields.find((field) => field.name === "campaign")!;
      const accepts = (value: string) => new RegExp((campaign.pattern as [string])[0]).test(value);
      expect(["tiktok-shop-sellers", "ugc-creators", "spring2026"].every(accepts)).toBe(true);
      for (const refused of ["TikTok", "snake_case", "a~b", "two words", "-edge", "é-accent"]) {
        expect(accepts(refused), refused).toBe(false);
      }
      // The title names no file here, so it is not held to a file name's rules.
      const title = config.fields.find((field) => field.name === "title")!;
      expect(JSON.stringify(title.pattern)).not.toContain("names the file");
    },
  );

  it("tells the marketing team what a page is, where it lives, where a button leads and that the build checks it", () => {
    const { description } = configOf("en");
    expect(description).toContain("/for/<slug>");
    expect(description).toContain("/es/para/<slug>");
    expect(description).toContain('"signup"');
    expect(description).toMatch(/a path on this site/);
    expect(description).toMatch(/build checks every link/);
    expect(configOf("es").description).toBe(description);
  });

  it("offers every type of section, each with its own fields and no type field to type", () => {
    const sections = configOf("en").fields.find((field) => field.name === "sections")!;
    expect(sections).toMatchObject({ widget: "list", typeKey: "type", min: 1, max: 14 });
    expect(sections).not.toHaveProperty("fields");
    const types = sections.types as CmsField[];
    const schemaTypes = landingSectionSchema.options.map((option) => option.shape.type.value);
    expect(types.map((type) => type.name)).toEqual(schemaTypes);
    expect(schemaTypes).toEqual(
      expect.arrayContaining(["hero", "features", "rates", "caseStudies", "faq", "cta"]),
    );
    for (const type of types) {
      expect(type.widget, type.name).toBe("object");
      const names = (type.fields as CmsField[]).map((field) => field.name);
      expect(names, type.name).not.toContain("type");
      expect(names.length + 1, type.name).toBe(
        Object.keys(
          landingSectionSchema.options.find((o) => o.shape.type.value === type.name)!.shape,
        ).length,
      );
    }
    expect(configOf("es").fields).toEqual(configOf("en").fields);
  });
});

describe("the admin's save check, on a landing page", () => {
  it.each(REAL_FILES)("lets $file be saved as it is", ({ locale, name, file }) => {
    expect(saveRefusal(collectionOf(locale), name, dataOf(file))).toBeNull();
  });

  it.each(LOCALES)(
    "refuses a %s page that does not open with its hero, naming the section",
    (locale) => {
      const file = `${landingFolder(locale)}/ugc-creators.yml`;
      const page = dataOf(file);
      page.sections.reverse();
      expect(saveRefusal(collectionOf(locale), "ugc-creators", page)).toBe(
        `${file}: section 1: a page opens with a "hero" section`,
      );
    },
  );

  it.each(LOCALES)(
    "refuses a %s page that shows a kind of section twice, naming the section",
    (locale) => {
      const file = `${landingFolder(locale)}/tiktok-shop-sellers.yml`;
      const page = dataOf(file);
      const faq = page.sections.find((section) => section.type === "faq")!;
      page.sections.push({ ...faq });
      expect(saveRefusal(collectionOf(locale), "tiktok-shop-sellers", page)).toBe(
        `${file}: section ${page.sections.length} (faq): a page shows each kind of section once`,
      );
    },
  );

  it("refuses a field the schema refuses, placed by section and field in the build's own words", () => {
    const file = `${landingFolder("en")}/ugc-creators.yml`;
    const page = dataOf(file);
    page.sections[0]!.lead = "Post a gig <b>today</b> and approve every video before you pay.";
    const build = errorOf(() => parseLandingPage(file, stringify(page))).message;
    expect(build).toMatch(/section 1 \(hero\), field "lead": text only/);
    expect(saveRefusal("landing", "ugc-creators", page)).toBe(build);
    // A field of a type the section does not have, and a type the site has no part for.
    const steps = dataOf(file);
    steps.sections[1]!.colour = "red";
    steps.sections.push({ type: "carousel" });
    const refusal = saveRefusal("landing", "ugc-creators", steps);
    expect(refusal).toBe(errorOf(() => parseLandingPage(file, stringify(steps))).message);
    expect(refusal).toMatch(/section 2 \(steps\)/);
    expect(refusal).toMatch(/section \d+ \(carousel\), field "type"/);
  });

  it("checks the schema before the order: a bad field is named even on a page out of order", () => {
    const file = `${landingFolder("en")}/ugc-creators.yml`;
    const page = dataOf(file);
    page.sections.reverse();
    page.sections[0]!.heading = "";
    expect(saveRefusal("landing", "ugc-creators", page)).toMatch(
      new RegExp(`^${file}: section 1 \\(${page.sections[0]!.type}\\), field "heading": `),
    );
  });
});

describe("the save check's bundle in the admin, on a landing page", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("holds the landing page's check: the browser bundle refuses what the build would", async () => {
    dir = mkdtempSync(join(tmpdir(), "save-check-landing-"));
    await writeSaveCheck(dir);
    const listeners: { handler: (event: unknown) => unknown }[] = [];
    const window = {
      CMS: { registerEventListener: (listener: never) => listeners.push(listener) },
    };
    new Function("window", readFileSync(join(dir, CMS_SAVE_CHECK_FILE), "utf8"))(window);
    const save = (collection: string, slug: string, data: unknown) =>
      listeners[0]!.handler({
        entry: { get: (key: string) => ({ collection, slug, data: { toJS: () => data } })[key] },
      });
    for (const { locale, name, file } of REAL_FILES) {
      expect(save(collectionOf(locale), name, dataOf(file)), file).toBeUndefined();
    }
    const page = dataOf("content/es/landing/ugc-creators.yml");
    page.sections.push({ ...page.sections[0]! });
    expect(() => save("landing-es", "ugc-creators", page)).toThrow(
      `content/es/landing/ugc-creators.yml: section ${page.sections.length} (hero): a page shows each kind of section once`,
    );
  });
});

describe("the editor's preview", () => {
  it("sits beside the landing pages' fields in every language, and nowhere else: another collection would show Decap's raw fields", () => {
    const collections = cmsConfig(CMS_COLLECTIONS, LOCAL).collections as {
      name: string;
      editor?: { preview: boolean };
    }[];
    const previewed = collections.filter((collection) => collection.editor?.preview);
    expect(previewed.map((collection) => collection.name)).toEqual(LOCALES.map(collectionOf));
  });
});
