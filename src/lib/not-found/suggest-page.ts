import { closestPage, mayBeBelow, type KnownPage } from "./closest-page";
import type { KnownPagesBlock } from "./known-pages-block";

/** Fetches a list's file of known pages; none if it cannot be had. */
export type KnownPagesLoader = (file: string) => Promise<KnownPage[]>;

/**
 * The page to suggest for a path that led nowhere: the closest of the sections the 404 page
 * holds and of the pages of each list the path could be below, whose files alone are fetched.
 * A list that cannot be fetched only narrows the choice.
 */
export async function suggestedPage(
  path: string,
  { pages, lists }: KnownPagesBlock,
  load: KnownPagesLoader,
): Promise<KnownPage | undefined> {
  const below = lists.filter((list) => mayBeBelow(path, list.path));
  const listed = await Promise.all(below.map((list) => load(list.file).catch(() => [])));
  return closestPage(path, [...pages, ...listed.flat()]);
}
