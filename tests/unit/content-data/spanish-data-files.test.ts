import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { decapYamlFile } from "@/lib/cms/decap-format.mjs";
import { fieldsFor } from "@/lib/cms/fields";
import { translatedDataFiles } from "@/lib/content/data-files";
import { localizedCopy } from "@/lib/content/site-copy";

const ROOT = join(__dirname, "../../..");

/** Fields whose values are code (ids, enums the pages branch on), never translated. */
const CODE_KEYS = new Set(["id", "from", "actor", "audience"]);

/** A string this long is a sentence; one left identical to English was never translated. */
const SENTENCE = 20;

const copyFiles = translatedDataFiles("es").map((entry) => ({
  file: entry.file,
  path: entry.file.replace(/^content\/es\//, ""),
  schema: entry.schema,
}));

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

/** `value` with only the fields `like` has, at every depth. */
function fieldsOf(value: unknown, like: unknown): unknown {
  if (Array.isArray(value) && Array.isArray(like)) {
    return value.map((item, index) => fieldsOf(item, like[index]));
  }
  if (value !== null && typeof value === "object" && like !== null && typeof like === "object") {
    return Object.fromEntries(
      Object.entries(value).flatMap(([name, item]) =>
        name in like ? [[name, fieldsOf(item, (like as Record<string, unknown>)[name])]] : [],
      ),
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
  for (const { file, path, schema } of copyFiles) {
    // A translation that holds only the words (the price list's) is compared on its fields.
    const spanishFields = parse(read(file)) as unknown;
    const english = fieldsOf(parse(read(`content/${path}`)), spanishFields);
    const spanish = () => parse(read(file)) as unknown;

    describe(file, () => {
      it("passes its schema, and quotes only known facts", () => {
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
