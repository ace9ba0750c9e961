import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { ContactSection } from "@/components/contact/contact-section";
import { PageIntro } from "@/components/ui/page-intro";
import { translator } from "@/i18n/translator";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteCopy } from "@/lib/content";
import { SearchablePage } from "@/components/search/searchable-page";

export function contactMetadata(locale: Locale) {
  const t = translator(locale, "contact");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: routesFor(locale).contact,
  });
}

/** The contact page, in either route tree. */
export function ContactPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "contact");
  return (
    <SearchablePage locale={locale}>
      <PageIntro {...siteCopy(locale).pageIntros.contact}>
        <p>{t("lead")}</p>
      </PageIntro>
      <ContactSection locale={locale} />
    </SearchablePage>
  );
}
