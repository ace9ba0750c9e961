import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { ContentError } from "./content-error";
import { type CoverFields, coverOf } from "./cover";
import { cachedCollection } from "./load-collection";
import { localizedDataFile } from "./localized-path";
import type { ContentFile } from "./parse-file";
import { perLocale } from "@/i18n/per-locale";

/**
 * One collection (content/blog, content/casestudies) in every language, each loaded once:
 * English at content/<collection>, a translation at content/<locale>/<collection>. A language
 * with no folder yet has no entries. A translation keeps the file name, so the URL slug, of
 * the English entry it translates; one with no English original fails the build, naming it.
 */
export function localizedCollection<Schema extends z.ZodType>(
  collection: string,
  schemaIn: (locale: Locale) => Schema,
  check: (entry: ContentFile<z.output<Schema>>) => void,
) {
  const loaderIn = perLocale((locale): (() => ContentFile<z.output<Schema>>[]) => {
    const directory = join(process.cwd(), localizedDataFile(collection, locale));
    const translation = locale !== DEFAULT_LOCALE;
    if (translation && !existsSync(directory)) return () => [];
    return cachedCollection(directory, schemaIn(locale), (entry) => {
      if (translation) checkHasOriginal(entry, collection, load(DEFAULT_LOCALE));
      check(entry);
    });
  });
  const load = (locale: Locale) => loaderIn(locale)();
  return load;
}

/**
 * What an entry of either collection shows as its file has it: the front matter with the cover
 * resolved, the language it is written in, where it lives, and its body.
 */
export function entryIn<Meta extends CoverFields>(
  locale: Locale,
  { slug, file, meta: { cover, coverAlt, ...meta }, body, bodyLine }: ContentFile<Meta>,
) {
  return { ...meta, slug, locale, file, cover: coverOf({ cover, coverAlt }), body, bodyLine };
}

function checkHasOriginal(
  entry: ContentFile<unknown>,
  collection: string,
  originals: readonly ContentFile<unknown>[],
) {
  if (originals.some((original) => original.slug === entry.slug)) return;
  throw new ContentError(
    entry.file,
    `no English original ${localizedDataFile(`${collection}/${entry.slug}.md`, DEFAULT_LOCALE)}: a translation has the file name of the entry it translates`,
  );
}
