import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { pageMetadata } from "@/lib/seo/metadata";
import type { PageDeclaration } from "../page-declaration";

/**
 * The search page: its search is client code, so its folder renders its body (search-page.tsx).
 * The site search leaves it out: it holds no words of its own, only other pages' names.
 */
export const searchPage: PageDeclaration = {
  // Its links send no more than the site's origin as their referrer: the address may still
  // hold a ?q= (before the page's scripts take it out, or without them), and the next page
  // would hand it to Analytics with its page view.
  metadata: (locale) => {
    const t = translator(locale, "search");
    const metadata = pageMetadata({
      title: t("metaTitle"),
      description: t("metaDescription"),
      path: routesFor(locale).search,
    });
    return { ...metadata, referrer: "strict-origin" };
  },
  shareCard: (locale) => {
    const t = translator(locale, "search");
    return { eyebrow: t("metaTitle"), title: t("title") };
  },
  listTitle: (locale) => translator(locale, "search")("metaTitle"),
  searchable: false,
};
