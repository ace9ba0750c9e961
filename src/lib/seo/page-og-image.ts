import { pageIntros, type PageIntroId } from "@/data/page-intros";
import { renderOgCard } from "./og-card";

/** The share card of a page whose opening lives in src/data/page-intros.ts. */
export function renderPageOgImage(page: PageIntroId) {
  return renderOgCard(pageIntros[page]);
}
