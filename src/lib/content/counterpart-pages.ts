import { LOCALES } from "@/config/locale";
import type { PagePaths } from "@/i18n/counterparts";
import { directoryFacets, facetPath } from "./creator-facets";
import { listedCreators } from "./creators";
import { creatorPath } from "./paths";
import { translatedContentPages } from "./translated-pages";

/**
 * Every page that exists in more than one language, with its path in each: the translated
 * content, and each listed creator's page and each of the directory's facet pages, which every
 * language has from the same entries.
 */
export function counterpartPages(): PagePaths[] {
  return [
    ...translatedContentPages(),
    ...listedCreators().map((creator) =>
      Object.fromEntries(LOCALES.map((locale) => [locale, creatorPath(creator.slug, locale)])),
    ),
    ...directoryFacets().map((facet) =>
      Object.fromEntries(LOCALES.map((locale) => [locale, facetPath(facet, locale)])),
    ),
  ];
}
