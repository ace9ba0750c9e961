import type { Locale } from "@/config/locale";
import { renderOgCard } from "./og-card";
import { siteCopy, type PageIntroId } from "@/lib/content/site-copy";

/** The share card of a page, repeating its opening (eyebrow and h1) in its language. */
export function renderPageOgImage(page: PageIntroId, locale: Locale) {
  return renderOgCard({ ...siteCopy(locale).pageIntros[page], locale });
}

/** The share card's alternative text: the page's h1. */
export function pageOgImageAlt(page: PageIntroId, locale: Locale): string {
  return siteCopy(locale).pageIntros[page].title;
}
