import type { Locale } from "@/config/locale";
import { ContactSection } from "@/components/contact/contact-section";
import { PageIntro } from "@/components/ui/page-intro";
import { translator } from "@/i18n/translator";
import { siteCopy } from "@/lib/content";

/** The contact page, in either route tree. */
export function ContactPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "contact");
  return (
    <>
      <PageIntro {...siteCopy(locale).pageIntros.contact}>
        <p>{t("lead")}</p>
      </PageIntro>
      <ContactSection locale={locale} />
    </>
  );
}
