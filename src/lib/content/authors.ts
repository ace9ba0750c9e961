import { existsSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { loadDataFolder } from "./data-file";
import { type Author, authorSchema } from "./data/authors";
import { localizedDataFile } from "./localized-path";
import { perLocale } from "@/i18n/per-locale";

export type { Author };

/** The folder of authors: content/authors/<id>.yml, where <id> is what a post's `author` names. */
export const AUTHORS_FOLDER = localizedDataFile("authors", DEFAULT_LOCALE);

/** The authors' folder of `locale`: their names and roles as that language's posts show them. */
export const authorsFolder = (locale: Locale) => localizedDataFile("authors", locale);

const authorsIn = perLocale((locale): ReadonlyMap<string, Author> => {
  const folder = authorsFolder(locale);
  const missing = locale !== DEFAULT_LOCALE && !existsSync(join(process.cwd(), folder));
  return new Map(
    missing ? [] : loadDataFolder(folder, authorSchema).map(({ id, data }) => [id, data]),
  );
});

/**
 * The people who write for the blog, by id, as `locale` presents them; read once per process.
 * A language with no folder yet has none, so a translated post naming an author fails the build
 * until that author's file exists in the language too.
 */
export function getAuthors(locale: Locale = DEFAULT_LOCALE): ReadonlyMap<string, Author> {
  return authorsIn(locale);
}
