import type { Locale } from "@/config/locale";
import { routesFor, siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";
import { productJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { CreatorFees } from "@/components/sections/creator-fees";
import { CtaBand } from "@/components/sections/cta-band";
import { Faq } from "@/components/sections/faq";
import { RateGuideNote } from "@/components/sections/rate-guide-note";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { JsonLd } from "@/components/seo/json-ld";
import { FeatureComparison } from "./feature-comparison";
import { PricingPlans } from "./pricing-plans";
import { CREATOR_FEE_PERCENT, FREE_TRIAL_DAYS, priceList, siteCopy } from "@/lib/content";
import type { PageDeclaration } from "../page-declaration";

function pricingMetadata(locale: Locale) {
  const t = translator(locale, "pricing");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { days: FREE_TRIAL_DAYS, percent: CREATOR_FEE_PERCENT }),
    path: routesFor(locale).pricing,
  });
}

export function PricingPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "pricing");
  const pages = routesFor(locale);
  const copy = siteCopy(locale);
  return (
    <>
      {priceList(locale).plans.map((plan) => (
        <JsonLd key={plan.id} data={productJsonLd(plan, locale)} />
      ))}
      <PageIntro {...copy.pageIntros.pricing}>
        <p>{t("lead", { days: FREE_TRIAL_DAYS })}</p>
      </PageIntro>
      <PricingPlans locale={locale} />
      <RateGuideNote locale={locale} from="pricing" />
      <Section id="compare" labelledBy="compare-title" className="pt-0">
        <SectionHeading id="compare-title" eyebrow={t("compareEyebrow")} title={t("compareTitle")}>
          <p>{t("compareLead")}</p>
          <p className="mt-2 text-base sm:hidden">{t("compareSwipe")}</p>
        </SectionHeading>
        <FeatureComparison locale={locale} />
      </Section>
      <CreatorFees locale={locale} id="creators" words="pricing.creatorFees" />
      <Faq locale={locale} title={t("faqTitle")} items={copy.faqs.pricing} />
      <CtaBand
        title={t("ctaTitle", { days: FREE_TRIAL_DAYS })}
        primary={{
          label: translator(locale, "header")("joinAsBrand"),
          href: siteConfig.links.signUp,
          audience: "brand",
        }}
        secondary={{ label: t("ctaSecondary"), href: pages.contact }}
      >
        <p>{t("ctaBody")}</p>
      </CtaBand>
    </>
  );
}

export const pricingPage: PageDeclaration = {
  metadata: pricingMetadata,
  shareCard: (locale) => siteCopy(locale).pageIntros.pricing,
  listTitle: (locale) => translator(locale, "search.sitemap")("pricing"),
  searchable: true,
  Body: PricingPage,
};
