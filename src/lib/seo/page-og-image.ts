import { renderOgCard } from "./og-card";
import { pageIntros, type PageIntroId } from "@/lib/content/site-copy";

/** The share card of a page whose opening lives in src/data/page-intros.ts. */
export function renderPageOgImage(page: PageIntroId) {
  return renderOgCard(pageIntros[page]);
}
