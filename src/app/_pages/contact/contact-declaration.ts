import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { siteCopy } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import type { PageDeclaration } from "../page-declaration";

/** The contact page: its form is client code, so its folder renders its body (contact-page.tsx). */
export const contactPage: PageDeclaration = {
  metadata: (locale) => {
    const t = translator(locale, "contact");
    return pageMetadata({
      title: t("metaTitle"),
      description: t("metaDescription"),
      path: routesFor(locale).contact,
    });
  },
  shareCard: (locale) => siteCopy(locale).pageIntros.contact,
  listTitle: (locale) => translator(locale, "search.sitemap")("contact"),
  searchable: true,
};
