import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const SRC = join(__dirname, "../../src");
const LOCALE_FILE = "config/locale.ts";
/** A locale tag written as a string: "en-US", 'en_GB', `es-MX`. */
const LOCALE_LITERAL = /["'`][a-z]{2}[-_][A-Za-z]{2}["'`]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

it("writes the site's locale in one place", () => {
  const elsewhere = sourceFiles(SRC)
    .filter((file) => relative(SRC, file) !== LOCALE_FILE)
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          LOCALE_LITERAL.test(line) ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
  expect(elsewhere).toEqual([]);
});
