import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@/config/locale";

const ROOT = join(__dirname, "../..");
const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
const start = doc.indexOf("## Adding a language");
const end = doc.indexOf("\n## ", start + 1);
const section = doc.slice(start, end === -1 ? undefined : end);

/** The checklist's steps: where each one's files are, and how many. */
const steps = [...section.matchAll(/^\d+\. `([^`]+)` \((\d+) files?\)/gm)].map(
  ([, where, files]) => ({ where: where!, files: Number(files) }),
);
const total = Number(/touches (\d+) files/.exec(section)![1]);
const filesOf = (where: string) => steps.find((step) => step.where === where)!.files;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Posts and case studies are translated one by one, where a language wants them; so is the
 * legal pages' summary (content/<locale>/legal/). A landing page is written for a campaign in
 * the languages it runs in (content/<locale>/landing/).
 */
const OPTIONAL_CONTENT = ["blog", "casestudies", "legal", "landing"];

describe("docs/architecture.md's checklist for a new language", () => {
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

  it("counts its steps' files in its total", () => {
    expect(steps.length).toBeGreaterThan(5);
    expect(total).toBe(steps.reduce((sum, step) => sum + step.files, 0));
  });

  it.each(others)("counts the route files %s has", (locale) => {
    expect(filesOf("src/app/fr/")).toBe(filesUnder(join(ROOT, "src/app", locale)).length);
  });

  it.each(others)("counts the data files %s has", (locale) => {
    const content = join(ROOT, "content", locale);
    const files = filesUnder(content).filter(
      (file) => !OPTIONAL_CONTENT.includes(relative(content, file).split(sep)[0]!),
    );
    expect(filesOf("content/fr/")).toBe(files.length);
  });

  it("names files that exist, but for the new language's", () => {
    const named = steps.map((step) => step.where).filter((where) => !where.includes("/fr"));
    expect(named.filter((where) => !existsSync(join(ROOT, where)))).toEqual([]);
  });
});
