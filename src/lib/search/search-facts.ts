/**
 * What the site search (Pagefind, run over the export by scripts/build/search-index.mjs) learns
 * about a page besides its words: its kind, the filters a visitor can narrow by, and a cover for
 * its result. The keys here are the contract with the search page, which reads the same names.
 */

/** The kinds of page a search result can be. */
export const SEARCH_KINDS = ["post", "caseStudy", "page", "creator"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The filters a visitor can narrow results by; their values are written in the page's language. */
export const SEARCH_FILTER_KEYS = ["kind", "tag", "industry", "platform"] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** The extra fields each result carries: Pagefind adds `title` (the page's h1) itself. */
export const SEARCH_META_KEYS = ["kind", "image", "image_alt"] as const;
export type SearchMetaKey = (typeof SEARCH_META_KEYS)[number];

/** Marks the element whose words are indexed; a page without one is left out of the index. */
export const SEARCH_BODY = { "data-pagefind-body": "" } as const;

export type SearchFactsInput = {
  /** The kind's word in the page's language ("Post", "Artículo"). */
  kindLabel: string;
  filters?: Partial<Record<Exclude<SearchFilterKey, "kind">, readonly string[]>>;
  image?: { src: string; alt: string };
};

/** One fact as Pagefind reads it from an empty element: `data-pagefind-filter="tag:Briefs"`. */
export type SearchFact = {
  attribute: "data-pagefind-filter" | "data-pagefind-meta";
  value: string;
};

/**
 * Each fact on an element of its own: Pagefind takes everything after the first ":" of an
 * attribute as one value, so "kind:Post, tag:Briefs" would be a single kind. Line breaks are
 * flattened, as Pagefind would.
 */
export function searchFacts({ kindLabel, filters = {}, image }: SearchFactsInput): SearchFact[] {
  const fact = (attribute: SearchFact["attribute"], key: string, value: string): SearchFact => ({
    attribute,
    value: `${key}:${value.replace(/\s+/g, " ").trim()}`,
  });
  const filterFacts = Object.entries(filters).flatMap(([key, values]) =>
    (values ?? []).map((value) => fact("data-pagefind-filter", key, value)),
  );
  return [
    fact("data-pagefind-filter", "kind", kindLabel),
    ...filterFacts,
    fact("data-pagefind-meta", "kind", kindLabel),
    ...(image
      ? [
          fact("data-pagefind-meta", "image", image.src),
          fact("data-pagefind-meta", "image_alt", image.alt),
        ]
      : []),
  ];
}
