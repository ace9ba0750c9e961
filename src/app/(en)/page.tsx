import { routes, siteConfig } from "@/config/site";
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
import { FeaturedCaseStudies } from "./_components/featured-case-studies";
import { LogoRow } from "./_components/logo-row";
import { PaymentProtection } from "./_components/payment-protection";
import { brandFaq, FREE_TRIAL_DAYS, brandSteps, testimonialsFor, pageIntros } from "@/lib/content";

export const metadata = pageMetadata({
  title: `${siteConfig.name}: hire creators, pay only for work you approve`,
  absoluteTitle: true,
  description:
    "Brief creators, choose them by the audience they reach, and pay through Gigloom: your budget is held until you approve the work, then paid out to the creator.",
  path: routes.home,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={webSiteJsonLd()} />
      <Hero
        {...pageIntros.home}
        lead={
          <p>
            Post a brief, choose creators by the audience they actually reach, and keep drafts,
            licences and payments in one place. Your budget is held by Gigloom until you approve the
            work, then paid out to the creator.
          </p>
        }
        actions={
          <>
            <Button href={siteConfig.links.signUp} placement="hero" audience="brand">
              Join as a Brand
            </Button>
            <Button href={routes.creators} variant="secondary" placement="hero" audience="creator">
              I&apos;m a creator
            </Button>
          </>
        }
        note={
          <p>
            {FREE_TRIAL_DAYS}-day free trial on every plan.{" "}
            <TextLink href={routes.pricing}>See pricing</TextLink>
          </p>
        }
        aside={<HeldGigCard />}
      />
      <LogoRow />
      <HowItWorks
        id="how-it-works"
        eyebrow="How it works"
        title="From brief to published, without the back-and-forth"
        lead="One place for the brief, the creators, the drafts, the licence and the payment, instead of a spreadsheet, three inboxes and a shared drive."
        steps={brandSteps}
      />
      <PaymentProtection />
      <FeaturedCaseStudies />
      <Testimonials
        eyebrow="Customers"
        title="What changes when the money is held"
        items={testimonialsFor("brand")}
      />
      <Faq
        title="Questions brands ask before their first gig"
        lead={
          <>
            Something else on your mind? <TextLink href={routes.contact}>Ask our team</TextLink>
          </>
        }
        items={brandFaq}
      />
      <CtaBand
        title="Brief your first creators this week"
        primary={{ label: "Join as a Brand", href: siteConfig.links.signUp, audience: "brand" }}
        secondary={{ label: "Compare plans", href: routes.pricing }}
      >
        <p>
          Start with a {FREE_TRIAL_DAYS}-day free trial. You pay creators only for work you approve.
        </p>
      </CtaBand>
    </>
  );
}
