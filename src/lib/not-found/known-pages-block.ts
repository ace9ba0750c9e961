import { isLocale, type Locale } from "@/config/locale";
import type { KnownPage } from "./closest-page";

/**
 * The id of the 404 page's data block, written at build time as a `<script type=
 * "application/json">`, which the browser never runs (so the page's CSP has nothing to allow for
 * it) and the suggestion reads only on the 404 page.
 */
export const KNOWN_PAGES_BLOCK_ID = "known-pages";

/** A list whose pages grow with the content: its own path, and the file that names its pages. */
export type KnownList = { path: string; file: string };

/**
 * What the data block holds: the site's sections, and the lists whose pages are fetched only
 * when a missing path could have meant one of them, so the page stays the same size however
 * many posts there are.
 */
export type KnownPagesBlock = { pages: KnownPage[]; lists: KnownList[] };

/** Where the lists' files are served (app/known-pages/[file]). */
const KNOWN_LISTS_FOLDER = "/known-pages/";

/** The address of a list's file of known pages ("/known-pages/es-blog.json"). */
export const knownListFile = (locale: Locale, list: "blog" | "caseStudies"): string =>
  `${KNOWN_LISTS_FOLDER}${locale}-${list}.json`;

/** The data block's text: "<" escaped, so no title can end the script early. */
export const knownPagesBlockText = (block: KnownPagesBlock): string =>
  JSON.stringify(block).replace(/</g, "\\u003c");

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

const isKnownList = (entry: unknown): entry is KnownList => {
  const { path, file } = (entry ?? {}) as Record<string, unknown>;
  return (
    typeof path === "string" &&
    path.startsWith("/") &&
    typeof file === "string" &&
    file.startsWith(KNOWN_LISTS_FOLDER)
  );
};

const parsed = (text: string | null | undefined): unknown => {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
};

const entries = <Entry>(value: unknown, isEntry: (entry: unknown) => entry is Entry): Entry[] =>
  Array.isArray(value) ? value.filter(isEntry) : [];

/** The pages in a list's file; none if it is missing or not what the build writes. */
export function readKnownPages(text: string | null | undefined): KnownPage[] {
  return entries(parsed(text), isKnownPage);
}

/** The data block's sections and lists; none of either if it is not what the build writes. */
export function readKnownPagesBlock(text: string | null | undefined): KnownPagesBlock {
  const { pages, lists } = (parsed(text) ?? {}) as Record<string, unknown>;
  return { pages: entries(pages, isKnownPage), lists: entries(lists, isKnownList) };
}
