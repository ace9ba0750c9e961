import type { Locale } from "@/config/locale";
import { routesFor, siteConfig } from "@/config/site";
import { gigTerms } from "@/data/gig-terms";
import { translator } from "@/i18n/translator";
import { pageMetadata } from "@/lib/seo/metadata";
import { GigListingCard } from "@/components/illustrations/gig-listing-card";
import { CreatorFees } from "@/components/sections/creator-fees";
import { RateGuideNote } from "@/components/sections/rate-guide-note";
import { CtaBand } from "@/components/sections/cta-band";
import { Faq } from "@/components/sections/faq";
import { Hero } from "@/components/sections/hero";
import { HowItWorks } from "@/components/sections/how-it-works";
import { Testimonials } from "@/components/sections/testimonials";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { Eligibility } from "./eligibility";
import { siteCopy, testimonialsFor } from "@/lib/content";
import type { PageDeclaration } from "../page-declaration";

function creatorsMetadata(locale: Locale) {
  const t = translator(locale, "creators");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { days: gigTerms.payoutBusinessDays }),
    path: routesFor(locale).creators,
  });
}

/** The page for creators, whose mobile menu shows the creator buttons (spec §2). */
export function CreatorsPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "creators");
  const labels = translator(locale, "header");
  const pages = routesFor(locale);
  const copy = siteCopy(locale);
  const signUp = siteConfig.links.signUp;
  return (
    <>
      <Hero
        {...copy.pageIntros.creators}
        lead={<p>{t("lead", { days: gigTerms.payoutBusinessDays })}</p>}
        actions={
          <>
            <Button href={signUp} placement="hero" audience="creator">
              {labels("joinAsCreator")}
            </Button>
            <Button href={signUp} variant="secondary" placement="hero" audience="creator">
              {labels("exploreGigs")}
            </Button>
          </>
        }
        note={
          <p>
            {t.rich("brandsNote", {
              link: (text) => <TextLink href={pages.home}>{text}</TextLink>,
            })}
          </p>
        }
        aside={<GigListingCard locale={locale} />}
      />
      <HowItWorks
        id="how-gigs-work"
        eyebrow={t("howGigsWorkEyebrow")}
        title={t("howGigsWorkTitle")}
        lead={t("howGigsWorkLead")}
        steps={copy.creatorSteps}
      />
      <CreatorFees locale={locale} id="fees" words="creators.fees" />
      <RateGuideNote locale={locale} from="creators" />
      <Eligibility locale={locale} />
      <Testimonials
        eyebrow={t("testimonialsEyebrow")}
        title={t("testimonialsTitle")}
        items={testimonialsFor(locale, "creator")}
      />
      <Faq
        locale={locale}
        title={t("faqTitle")}
        lead={t.rich("faqLead", {
          link: (text) => <TextLink href={pages.contact}>{text}</TextLink>,
        })}
        items={copy.faqs.creators}
      />
      <CtaBand
        title={t("ctaTitle")}
        primary={{ label: labels("joinAsCreator"), href: signUp, audience: "creator" }}
        secondary={{ label: labels("exploreGigs"), href: signUp, audience: "creator" }}
      >
        <p>{t("ctaBody")}</p>
      </CtaBand>
    </>
  );
}

export const creatorsPage: PageDeclaration = {
  metadata: creatorsMetadata,
  shareCard: (locale) => siteCopy(locale).pageIntros.creators,
  listTitle: (locale) => translator(locale, "search.sitemap")("creators"),
  searchable: true,
  Body: CreatorsPage,
};
