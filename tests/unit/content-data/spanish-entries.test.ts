import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Nodes, Root } from "mdast";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { decapMarkdownFile, readMarkdownFile } from "@/lib/cms/decap-format.mjs";
import { fieldsFor } from "@/lib/cms/fields";
import { parseMarkdown } from "@/lib/content/markdown";
import { parseContentFile } from "@/lib/content/parse-file";
import { postWithKnownAuthorSchema } from "@/lib/content/posts";
import { caseStudyFrontMatterSchema } from "@/lib/content/schemas";

const ROOT = join(__dirname, "../../..");

const COLLECTIONS: { folder: string; schema: z.ZodType }[] = [
  { folder: "blog", schema: postWithKnownAuthorSchema },
  { folder: "casestudies", schema: caseStudyFrontMatterSchema },
];

/** The front-matter fields a reader reads; every other field is a fact both languages share. */
const WORDS = new Set([
  "title",
  "description",
  "about",
  "coverAlt",
  "baselineLabel",
  "measurement",
  "text",
  "role",
]);

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

function facts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(facts);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !WORDS.has(name))
        .map(([name, item]) => [name, facts(item)]),
    );
  }
  return value;
}

/** Each reader-facing field of a front matter, by its path. */
function words(value: unknown, path = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) {
      const at = `${path}.${name}`;
      if (WORDS.has(name)) found.set(at, item);
      else for (const [key, text] of words(item, at)) found.set(key, text);
    }
  }
  return found;
}

const nodes = (tree: Root): Nodes[] => {
  const all: Nodes[] = [];
  const visit = (node: Nodes) => {
    all.push(node);
    if ("children" in node) node.children.forEach(visit);
  };
  visit(tree);
  return all;
};

/** The body's outline: its headings by level, list items and table rows, in order. */
const outline = (body: string) =>
  nodes(parseMarkdown(body)).flatMap((node) => {
    if (node.type === "heading") return [`h${node.depth}`];
    if (node.type === "listItem" || node.type === "tableRow") return [node.type];
    return [];
  });

/** Links to a page outside /es, which a reader must be told is in English. */
function unmarkedEnglishLinks(body: string): string[] {
  const unmarked: string[] = [];
  for (const node of nodes(parseMarkdown(body))) {
    if (!("children" in node)) continue;
    node.children.forEach((child, index) => {
      if (child.type !== "link" || !child.url.startsWith("/") || /^\/es(\/|$)/.test(child.url)) {
        return;
      }
      const next = node.children[index + 1];
      if (!(next?.type === "text" && next.value.startsWith(" (en inglés)")))
        unmarked.push(child.url);
    });
  }
  return unmarked;
}

describe("the Spanish posts and case studies (content/es/<collection>/<English slug>.md)", () => {
  for (const { folder, schema } of COLLECTIONS) {
    const names = readdirSync(join(ROOT, "content/es", folder)).filter((name) =>
      name.endsWith(".md"),
    );

    it(`include at least two ${folder} entries`, () => {
      expect(names.length).toBeGreaterThanOrEqual(2);
    });

    for (const name of names) {
      const file = `content/es/${folder}/${name}`;
      const englishFile = `content/${folder}/${name}`;

      describe(file, () => {
        it("translates an English entry of the same slug", () => {
          expect(existsSync(join(ROOT, englishFile))).toBe(true);
        });

        it("passes the English schema, with a body that can be published", () => {
          expect(() => parseContentFile(file, read(file), schema)).not.toThrow();
        });

        it("keeps the English entry's facts, its outline, and translates its words", () => {
          const spanish = readMarkdownFile(read(file))!;
          const english = readMarkdownFile(read(englishFile))!;
          expect(facts(spanish.data)).toEqual(facts(english.data));
          const [spanishWords, englishWords] = [words(spanish.data), words(english.data)];
          expect([...spanishWords.keys()]).toEqual([...englishWords.keys()]);
          // Names (a person quoted, their role's company) may stay; a sentence may not.
          const same = [...spanishWords].filter(
            ([path, text]) => String(text).length >= 20 && text === englishWords.get(path),
          );
          expect(same).toEqual([]);
          expect(outline(spanish.body)).toEqual(outline(english.body));
        });

        it('marks each link to an English-only page "(en inglés)"', () => {
          expect(unmarkedEnglishLinks(readMarkdownFile(read(file))!.body)).toEqual([]);
        });

        it("is in the form Decap writes", () => {
          const source = read(file);
          const entry = readMarkdownFile(source)!;
          const fields = [...fieldsFor(schema), { name: "body" }];
          expect(decapMarkdownFile(entry.data, entry.body, fields)).toBe(source);
        });
      });
    }
  }
});
