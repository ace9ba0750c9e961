import { translator } from "@/i18n/translator";
import { type LandingPage, type LandingSection, sectionCaseStudies, siteCopy } from "@/lib/content";
import { CaseStudyCard } from "@/components/content/case-study-card";
import { ContactSection } from "@/components/contact/contact-section";
import { GigListingCard } from "@/components/illustrations/gig-listing-card";
import { HeldGigCard } from "@/components/illustrations/held-gig-card";
import { CtaBand } from "@/components/sections/cta-band";
import { Faq } from "@/components/sections/faq";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { HowItWorks } from "@/components/sections/how-it-works";
import { Testimonials } from "@/components/sections/testimonials";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { LogoRow } from "../home/logo-row";
import { PricingPlans } from "../pricing/pricing-plans";
import { actionHref, LandingActions } from "./landing-action";
import { RatesSection } from "./rates-section";

/**
 * One section of a landing page, drawn by the site's own part for it: the content gives the
 * words and the choices, never the look.
 */
export function LandingSectionView({
  page,
  section,
}: {
  page: Pick<LandingPage, "locale" | "audience">;
  section: LandingSection;
}) {
  const { locale } = page;
  switch (section.type) {
    case "hero":
      return (
        <Hero
          eyebrow={section.eyebrow}
          title={section.heading}
          lead={<p>{section.lead}</p>}
          actions={<LandingActions page={page} placement="hero" {...section} />}
          aside={
            page.audience === "creator" ? (
              <GigListingCard locale={locale} />
            ) : (
              <HeldGigCard locale={locale} />
            )
          }
        />
      );
    case "logos":
      return <LogoRow locale={locale} />;
    case "features":
      return (
        <FeatureGrid
          id="features"
          eyebrow={section.eyebrow}
          title={section.heading}
          lead={section.lead}
          items={section.items}
        />
      );
    case "steps":
      return (
        <HowItWorks
          id="steps"
          eyebrow={section.eyebrow}
          title={section.heading}
          lead={section.lead}
          steps={section.items.map(({ title, text }) => ({ title, body: text }))}
        />
      );
    case "testimonial": {
      const quote = siteCopy(locale).testimonials.filter((item) => item.name === section.name);
      const words = translator(locale, page.audience === "creator" ? "creators" : "home");
      return (
        <Testimonials
          eyebrow={words("testimonialsEyebrow")}
          title={section.heading}
          items={quote}
        />
      );
    }
    case "pricing":
      return <PricingPlans locale={locale} title={section.heading} />;
    case "caseStudies":
      return (
        <Section labelledBy="case-studies-title">
          <SectionHeading
            id="case-studies-title"
            eyebrow={translator(locale, "sections")("featuredEyebrow")}
            title={section.heading}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:mt-16 lg:grid-cols-3">
            {sectionCaseStudies(section, locale).map((study) => (
              <li key={study.slug}>
                <CaseStudyCard study={study} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      );
    case "rates":
      return <RatesSection section={section} locale={locale} />;
    case "faq":
      return <Faq locale={locale} title={section.heading} items={section.items} tone="paper" />;
    case "contact":
      return (
        <>
          <Section labelledBy="contact-title" className="pb-0">
            <SectionHeading id="contact-title" title={section.heading} />
          </Section>
          <ContactSection locale={locale} topic={section.topic} />
        </>
      );
    case "cta":
      return (
        <CtaBand
          title={section.heading}
          primary={{
            label: section.primary.label,
            href: actionHref(section.primary),
            audience: page.audience,
          }}
          secondary={
            section.secondary && {
              label: section.secondary.label,
              href: actionHref(section.secondary),
            }
          }
        >
          <p>{section.text}</p>
        </CtaBand>
      );
  }
}
