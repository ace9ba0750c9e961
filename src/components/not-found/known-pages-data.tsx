import type { KnownPage } from "@/lib/not-found/closest-page";
import { knownLists, knownSections } from "@/lib/not-found/known-pages";
import { KNOWN_PAGES_BLOCK_ID, knownPagesBlockText } from "@/lib/not-found/known-pages-block";

/**
 * The pages the 404 page may suggest, written into it at build time as a JSON data block: the
 * sections (`pages`, the page registry's), and the files that name each list's posts or case studies. Not in the page data,
 * which every client component's props go through, and never run, so the post-build step's CSP
 * leaves it out (scripts/build/inline-script-rule.mjs, isDataBlock).
 */
export function KnownPagesData({ pages }: { pages: readonly KnownPage[] }) {
  const lists = knownLists().map(({ path, file }) => ({ path, file }));
  return (
    <script
      type="application/json"
      id={KNOWN_PAGES_BLOCK_ID}
      dangerouslySetInnerHTML={{
        __html: knownPagesBlockText({ pages: knownSections(pages), lists }),
      }}
    />
  );
}
