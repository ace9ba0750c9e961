import type { PagePaths } from "@/i18n/counterparts";

/**
 * The posts and case studies that exist in more than one language, each with its path in each
 * (hreflang, og:locale:alternate and the sitemap read them). The content loader lists them as
 * `translatedContentPages()` in @/lib/content; until it does, no post or study is translated.
 */
export function translatedPages(): readonly PagePaths[] {
  return [];
}
