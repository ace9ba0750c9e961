import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { decapYamlFile } from "@/lib/cms/decap-format.mjs";
import { fieldsFor } from "@/lib/cms/fields";
import { DATA_FILES } from "@/lib/content/data-files";
import { localizedCopy, localizedDataFile } from "@/lib/content/site-copy";

const ROOT = join(__dirname, "../../..");

/** The customer logos name case studies and styles: no words, so one file serves every language. */
const WORDLESS = new Set(["content/customers.yml"]);

/** Fields whose values are code (ids, enums the pages branch on), never translated. */
const CODE_KEYS = new Set(["id", "from", "actor", "audience"]);

/** A string this long is a sentence; one left identical to English was never translated. */
const SENTENCE = 20;

const copyFiles = DATA_FILES.flatMap((entry) =>
  "file" in entry && !WORDLESS.has(entry.file)
    ? [{ path: entry.file.replace(/^content\//, ""), schema: entry.schema }]
    : [],
);

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

const placeholders = (text: string) =>
  [...text.matchAll(/\{[^{}]*\}/g)].map(([placeholder]) => placeholder).sort();

/**
 * A data file with its words taken out: the lists and their lengths, every number, flag and
 * code value, and the facts each string quotes. Two languages of one file share it.
 */
function shape(value: unknown, key?: string): unknown {
  if (typeof value === "string") {
    return key !== undefined && CODE_KEYS.has(key) ? value : placeholders(value);
  }
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, shape(item, name)]),
    );
  }
  return value;
}

/** The fields where Spanish repeats an English sentence word for word. */
function untranslated(english: unknown, spanish: unknown, path = ""): string[] {
  if (typeof english === "string") {
    return english.length >= SENTENCE && english === spanish ? [path] : [];
  }
  if (english !== null && typeof english === "object") {
    return Object.entries(english).flatMap(([name, item]) =>
      untranslated(item, (spanish as Record<string, unknown>)?.[name], `${path}.${name}`),
    );
  }
  return [];
}

describe("the Spanish data files (content/es/<path>)", () => {
  for (const { path, schema } of copyFiles) {
    const file = localizedDataFile(path, "es");
    const english = parse(read(`content/${path}`)) as unknown;
    const spanish = () => parse(read(file)) as unknown;

    describe(file, () => {
      it("passes the English file's schema, and quotes only known facts", () => {
        expect(() => localizedCopy(path, "es", schema)).not.toThrow();
      });

      it("has the English file's lists, numbers, ids and placeholders", () => {
        expect(shape(spanish())).toEqual(shape(english));
      });

      it("translates every sentence", () => {
        expect(untranslated(english, spanish())).toEqual([]);
      });

      it("is in the form Decap writes", () => {
        const source = read(file);
        expect(decapYamlFile(parse(source), fieldsFor(schema))).toBe(source);
      });
    });
  }

  it("keeps who said each quote: translated words, the same people", () => {
    type Quotes = { testimonials: { name: string; affiliation: string; audience: string }[] };
    const people = (file: string) =>
      (parse(read(file)) as Quotes).testimonials.map(({ name, affiliation, audience }) =>
        // A creator's affiliation is their platforms, joined by a translated "and".
        audience === "brand" ? `${name}, ${affiliation}` : name,
      );
    expect(people("content/es/testimonials.yml")).toEqual(people("content/testimonials.yml"));
  });
});
