import { LOCALES } from "@/config/locale";
import type { PagePaths } from "@/i18n/counterparts";
import { listedCreators } from "./creators";
import { creatorPath } from "./paths";
import { translatedContentPages } from "./translated-pages";

/**
 * Every page that exists in more than one language, with its path in each: the translated
 * content, and each listed creator's page, which every language has from the one entry.
 */
export function counterpartPages(): PagePaths[] {
  return [
    ...translatedContentPages(),
    ...listedCreators().map((creator) =>
      Object.fromEntries(LOCALES.map((locale) => [locale, creatorPath(creator.slug, locale)])),
    ),
  ];
}
