import { localeFacts, type Locale } from "@/config/locale";
import { creatorPath } from "@/lib/content/paths";
import type { DirectoryEntry } from "@/lib/directory/entry";
import type { JsonLdNode } from "./json-ld";
import { absoluteUrl } from "./metadata";

type ItemListInput = {
  locale: Locale;
  name: string;
  /** The page's own path. */
  path: `/${string}`;
  /** The creators this page shows, and where the first of them stands in the whole list. */
  creators: readonly DirectoryEntry[];
  offset: number;
  /** How many creators the whole list holds, on this page and the others. */
  total: number;
};

/**
 * A facet page of the directory as an ItemList of its creators' pages. A page lists the
 * creators it shows, at their place in the whole list, so its HTML does not grow with the list.
 */
export function creatorItemListJsonLd(input: ItemListInput): JsonLdNode {
  const { locale, name, path, creators, offset, total } = input;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: absoluteUrl(path),
    inLanguage: localeFacts[locale].tag,
    numberOfItems: total,
    itemListElement: creators.map((creator, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: absoluteUrl(creatorPath(creator.slug, locale)),
      name: creator.displayName,
    })),
  };
}
