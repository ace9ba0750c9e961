import { isLocale } from "@/config/locale";
import type { KnownPage } from "./closest-page";

/**
 * The id of the 404 page's data block: the pages it may suggest, written at build time as a
 * `<script type="application/json">`, which the browser never runs (so the page's CSP has
 * nothing to allow for it) and the suggestion reads only on the 404 page.
 */
export const KNOWN_PAGES_BLOCK_ID = "known-pages";

/** The data block's text: "<" escaped, so no title can end the script early. */
export const knownPagesBlockText = (pages: readonly KnownPage[]): string =>
  JSON.stringify(pages).replace(/</g, "\\u003c");

const isKnownPage = (entry: unknown): entry is KnownPage => {
  const { path, title, locale } = (entry ?? {}) as Record<string, unknown>;
  return (
    typeof path === "string" &&
    path.startsWith("/") &&
    typeof title === "string" &&
    typeof locale === "string" &&
    isLocale(locale)
  );
};

/** The pages in the data block's text; none if it is missing or not what the build writes. */
export function readKnownPages(text: string | null | undefined): KnownPage[] {
  try {
    const value: unknown = JSON.parse(text ?? "");
    return Array.isArray(value) ? value.filter(isKnownPage) : [];
  } catch {
    return [];
  }
}
