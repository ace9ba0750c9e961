import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDataFile, loadDataFile, loadDataFolder } from "@/lib/content/data-file";
import { DEFAULT_LOCALE, LOCALES } from "@/config/locale";
import { DATA_FILES, translatedDataFiles } from "@/lib/content/data-files";
import { localizedDataFile } from "@/lib/content/localized-path";
import { authorSchema } from "@/lib/content/data/authors";
import { landingFolder } from "@/lib/content/data/landing-page";
import { customersSchema } from "@/lib/content/data/customers";
import { faqSchema } from "@/lib/content/data/faq";
import { priceListSchema } from "@/lib/content/data/pricing";
import { parseContentFile } from "@/lib/content/parse-file";
import { postWithKnownAuthorSchema } from "@/lib/content/posts";
import { wordmarkStyles } from "@/lib/content/site-copy";
import { errorOf } from "../support/content-error";

const ROOT = join(__dirname, "../../..");

describe("the data files under content/", () => {
  it("lists every .yml file under content/ in DATA_FILES, their translations or the landing pages, and nothing missing", () => {
    const onDisk = readdirSync(join(ROOT, "content"), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".yml"))
      .map((name) => `content/${name}`)
      .sort();
    const listed = [
      ...DATA_FILES.flatMap((entry) =>
        "file" in entry
          ? [entry.file]
          : readdirSync(join(ROOT, entry.folder)).map((name) => `${entry.folder}/${name}`),
      ),
      ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => [
        ...translatedDataFiles(locale).map((entry) => entry.file),
        // A folder's translations (the authors' roles) keep their English file names.
        ...DATA_FILES.flatMap((entry) => {
          if (!("folder" in entry)) return [];
          const folder = localizedDataFile(entry.folder.replace(/^content\//, ""), locale);
          return readdirSync(join(ROOT, folder)).map((name) => `${folder}/${name}`);
        }),
      ]),
      // The campaigns' landing pages, a folder per language (src/lib/content/landing-pages.ts).
      ...LOCALES.flatMap((locale) =>
        readdirSync(join(ROOT, landingFolder(locale))).map(
          (name) => `${landingFolder(locale)}/${name}`,
        ),
      ),
    ].sort();
    expect(listed).toEqual(onDisk);
  });

  it("validates every listed file with its schema", () => {
    for (const entry of DATA_FILES) {
      if ("file" in entry) expect(() => loadDataFile(entry.file, entry.schema)).not.toThrow();
      else expect(loadDataFolder(entry.folder, entry.schema).length).toBeGreaterThan(0);
    }
  });

  it("gives each registry entry a unique name", () => {
    const names = DATA_FILES.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("a bad data file", () => {
  it("names the file and the field when a field is missing", () => {
    const error = errorOf(() =>
      parseDataFile(
        "content/faq/brands.yml",
        "questions:\n  - question: What does it cost to hire a creator?\n",
        faqSchema,
      ),
    );
    expect(error.message).toMatch(/^content\/faq\/brands\.yml: field "questions\.0\.answer": /);
  });

  it("names the field when a value is not allowed", () => {
    const source = "logos:\n  - caseStudy: kelpwise\n    style: comic-sans\n";
    const error = errorOf(() => parseDataFile("content/customers.yml", source, customersSchema));
    expect(error.message).toContain('content/customers.yml: field "logos.0.style"');
  });

  it("refuses a file whose top level is a list, since the CMS edits a mapping", () => {
    const error = errorOf(() =>
      parseDataFile("content/faq/brands.yml", "- question: Why?\n  answer: Because.\n", faqSchema),
    );
    expect(error.message).toContain("content/faq/brands.yml: the top level must be a mapping");
  });

  it("refuses YAML that does not parse", () => {
    const error = errorOf(() =>
      parseDataFile("content/authors/x.yml", "name: [Maya\n", authorSchema),
    );
    expect(error.message).toMatch(/^content\/authors\/x\.yml: not valid YAML/);
  });

  it("refuses a field the schema does not know", () => {
    const error = errorOf(() =>
      parseDataFile(
        "content/authors/maya-okafor.yml",
        "name: Maya Okafor\nrole: Head of Brand Partnerships\ntwitter: maya\n",
        authorSchema,
      ),
    );
    expect(error.message).toContain('field "(root)"');
    expect(error.message).toContain("twitter");
  });

  it("keeps the plans in tier order and at most one recommended", () => {
    const list = loadDataFile("content/pricing.yml", priceListSchema);
    const swapped = { ...list, plans: [list.plans[1], list.plans[0], list.plans[2]] };
    const order = priceListSchema.safeParse(swapped);
    expect(order.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "plans.0.id",
      "plans.1.id",
    ]);
    const two = {
      ...list,
      plans: list.plans.map((plan) => ({ ...plan, recommended: true })),
    };
    expect(priceListSchema.safeParse(two).error?.issues[0]?.message).toBe(
      "only one plan can be recommended",
    );
  });
});

describe("cross-file rules the CMS cannot check", () => {
  const post = (author: string) => `---
title: How to brief a creator
description: A brief that gets a usable first draft names the goal, the audience, the must-say points and the deadline.
date: 2026-03-02
author: ${author}
tags: [briefs]
audience: brands
---

Body.
`;

  it("accepts a post whose author has a file in content/authors", () => {
    const file = parseContentFile(
      "content/blog/x.md",
      post("maya-okafor"),
      postWithKnownAuthorSchema,
    );
    expect(file.meta.author).toBe("maya-okafor");
  });

  it("refuses a post naming an author with no file, naming the file and the field", () => {
    const error = errorOf(() =>
      parseContentFile("content/blog/x.md", post("nobody-here"), postWithKnownAuthorSchema),
    );
    expect(error.message).toMatch(
      /^content\/blog\/x\.md: front matter field "author": no author "nobody-here": expected the name of a file in content\/authors/,
    );
  });

  it("refuses a customer logo for a brand with no case study, naming the file and the field", () => {
    const error = errorOf(() => wordmarkStyles(["kelpwise"]));
    expect(error.message).toMatch(
      /^content\/customers\.yml: field "logos\.0\.caseStudy": no case study "fernhollow-botanicals"/,
    );
  });
});
