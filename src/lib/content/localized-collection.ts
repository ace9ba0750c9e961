import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { ContentError } from "./content-error";
import { cachedCollection } from "./load-collection";
import { localizedDataFile } from "./localized-path";
import type { ContentFile } from "./parse-file";

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
  const loaders = new Map<Locale, () => ContentFile<z.output<Schema>>[]>();
  const load = (locale: Locale): ContentFile<z.output<Schema>>[] => {
    let loader = loaders.get(locale);
    if (!loader) {
      const folder = localizedDataFile(collection, locale);
      const directory = join(process.cwd(), folder);
      const translation = locale !== DEFAULT_LOCALE;
      loader =
        translation && !existsSync(directory)
          ? () => []
          : cachedCollection(directory, schemaIn(locale), (entry) => {
              if (translation) checkHasOriginal(entry, collection, load(DEFAULT_LOCALE));
              check(entry);
            });
      loaders.set(locale, loader);
    }
    return loader();
  };
  return load;
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
