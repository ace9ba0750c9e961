import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localeFacts } from "@/config/locale";

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

/** Each line of src/ outside config/locale.ts that `pattern` finds, as "file:line: text". */
function linesElsewhere(pattern: RegExp): string[] {
  return sourceFiles(SRC)
    .filter((file) => relative(SRC, file) !== LOCALE_FILE)
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          pattern.test(line) ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
}

it("writes the site's locale in one place", () => {
  expect(linesElsewhere(LOCALE_LITERAL)).toEqual([]);
});

it("writes each language's slugs in one place", () => {
  const slugs = (locale: (typeof LOCALES)[number]) => Object.values(localeFacts[locale].slugs);
  const english = slugs(DEFAULT_LOCALE);
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const words = (list: string[]) => [...new Set(list)].join("|");
  const pathWords = words([...english, ...others, ...others.flatMap(slugs)]);
  const ownWords = words(others.flatMap(slugs).filter((slug) => !english.includes(slug)));
  // Outside comments: a path written in code ("/pricing", "/es/precios/…"), in any language,
  // or a slug on its own ("temas") in a language whose word differs from English's.
  const slugLiteral = new RegExp(
    `^(?!\\s*(/?\\*|//)).*(["'\`](/[\\w.-]+)*/(${pathWords})(?=[/"'\`?#])|["'\`](${ownWords})["'\`])`,
  );
  expect(linesElsewhere(slugLiteral)).toEqual([]);
});
