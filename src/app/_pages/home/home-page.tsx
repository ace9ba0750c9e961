import type { Locale } from "@/config/locale";
import { routesFor, siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { HeldGigCard } from "@/components/illustrations/held-gig-card";
import { CtaBand } from "@/components/sections/cta-band";
import { Faq } from "@/components/sections/faq";
import { Hero } from "@/components/sections/hero";
import { HowItWorks } from "@/components/sections/how-it-works";
import { Testimonials } from "@/components/sections/testimonials";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { FeaturedCaseStudies } from "./featured-case-studies";
import { LogoRow } from "./logo-row";
import { PaymentProtection } from "./payment-protection";
import { FREE_TRIAL_DAYS, siteCopy, testimonialsFor } from "@/lib/content";
import type { PageDeclaration } from "../page-declaration";

function homeMetadata(locale: Locale) {
  const t = translator(locale, "home");
  return pageMetadata({
    title: t("metaTitle", { name: siteConfig.name }),
    absoluteTitle: true,
    description: t("metaDescription"),
    path: routesFor(locale).home,
  });
}

/** The home page, which speaks to brands, in one language. */
export function HomePage({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  const labels = translator(locale, "header");
  const pages = routesFor(locale);
  const copy = siteCopy(locale);
  const days = FREE_TRIAL_DAYS;
  return (
    <>
      <JsonLd data={organizationJsonLd(locale)} />
      <JsonLd data={webSiteJsonLd(locale)} />
      <Hero
        {...copy.pageIntros.home}
        lead={<p>{t("lead")}</p>}
        actions={
          <>
            <Button href={siteConfig.links.signUp} placement="hero" audience="brand">
              {labels("joinAsBrand")}
            </Button>
            <Button href={pages.creators} variant="secondary" placement="hero" audience="creator">
              {t("imCreator")}
            </Button>
          </>
        }
        note={
          <p>
            {t.rich("trialNote", {
              days,
              link: (text) => <TextLink href={pages.pricing}>{text}</TextLink>,
            })}
          </p>
        }
        aside={<HeldGigCard locale={locale} />}
      />
      <LogoRow locale={locale} />
      <HowItWorks
        id="how-it-works"
        eyebrow={t("howItWorksEyebrow")}
        title={t("howItWorksTitle")}
        lead={t("howItWorksLead")}
        steps={copy.brandSteps}
      />
      <PaymentProtection locale={locale} />
      <FeaturedCaseStudies locale={locale} />
      <Testimonials
        eyebrow={t("testimonialsEyebrow")}
        title={t("testimonialsTitle")}
        items={testimonialsFor(locale, "brand")}
      />
      <Faq
        locale={locale}
        title={t("faqTitle")}
        lead={t.rich("faqLead", {
          link: (text) => <TextLink href={pages.contact}>{text}</TextLink>,
        })}
        items={copy.faqs.brands}
      />
      <CtaBand
        title={t("ctaTitle")}
        primary={{ label: labels("joinAsBrand"), href: siteConfig.links.signUp, audience: "brand" }}
        secondary={{ label: t("ctaSecondary"), href: pages.pricing }}
      >
        <p>{t("ctaBody", { days })}</p>
      </CtaBand>
    </>
  );
}

/** The language's home: its root folder renders it. */
export const homePage: PageDeclaration = {
  metadata: homeMetadata,
  shareCard: (locale) => siteCopy(locale).pageIntros.home,
  listTitle: (locale) => translator(locale, "search.sitemap")("home"),
  searchable: true,
};
