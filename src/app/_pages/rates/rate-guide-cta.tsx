import type { Locale } from "@/config/locale";
import { routesFor, siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";
import { CtaBand } from "@/components/sections/cta-band";

/** The rate guide's closing call to action, the same on the guide and each platform's page. */
export function RateGuideCta({ locale }: { locale: Locale }) {
  const t = translator(locale, "rates");
  return (
    <CtaBand
      title={t("ctaTitle")}
      primary={{
        label: translator(locale, "header")("joinAsBrand"),
        href: siteConfig.links.signUp,
        audience: "brand",
      }}
      secondary={{ label: t("ctaSecondary"), href: routesFor(locale).pricing }}
    >
      <p>{t("ctaBody")}</p>
    </CtaBand>
  );
}
