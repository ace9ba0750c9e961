import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { siteCopy } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import type { PageDeclaration } from "../page-declaration";

/**
 * The rate guide: its calculator is client code, and its platforms' pages are below it, so its
 * folder renders its body (rate-guide-page.tsx).
 */
export const rateGuidePage: PageDeclaration = {
  metadata: (locale) => {
    const t = translator(locale, "rates");
    return pageMetadata({
      title: t("metaTitle"),
      description: t("metaDescription"),
      path: routesFor(locale).rates,
    });
  },
  shareCard: (locale) => siteCopy(locale).pageIntros.rates,
  listTitle: (locale) => translator(locale, "search.sitemap")("rates"),
  searchable: true,
};
