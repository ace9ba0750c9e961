import { routes, siteConfig } from "@/config/site";
import { productJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { CreatorFees } from "@/components/sections/creator-fees";
import { CtaBand } from "@/components/sections/cta-band";
import { Faq } from "@/components/sections/faq";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { JsonLd } from "@/components/seo/json-ld";
import { FeatureComparison } from "./_components/feature-comparison";
import { PricingPlans } from "./_components/pricing-plans";
import { pricingFaq, CREATOR_FEE_PERCENT, FREE_TRIAL_DAYS, plans, pageIntros } from "@/lib/content";

export const metadata = pageMetadata({
  title: "Pricing",
  description: `Three plans for brands plus Enterprise, each with a ${FREE_TRIAL_DAYS}-day free trial and nothing added to creator fees. Creators join free and pay ${CREATOR_FEE_PERCENT}% only when paid.`,
  path: routes.pricing,
});

export default function PricingPage() {
  return (
    <>
      {plans.map((plan) => (
        <JsonLd key={plan.id} data={productJsonLd(plan)} />
      ))}
      <PageIntro {...pageIntros.pricing}>
        <p>
          Brands pay a flat plan for the tools, and the fee each creator quotes for their work, with
          nothing added on top. Every plan starts with a {FREE_TRIAL_DAYS}-day free trial, and you
          can change or cancel at any time.
        </p>
      </PageIntro>
      <PricingPlans />
      <Section id="compare" labelledBy="compare-title" className="pt-0">
        <SectionHeading id="compare-title" eyebrow="Compare plans" title="Everything in each plan">
          <p>Each plan includes everything in the one before it.</p>
          <p className="mt-2 text-base sm:hidden">Swipe the table sideways to see every plan.</p>
        </SectionHeading>
        <FeatureComparison />
      </Section>
      <CreatorFees
        id="creators"
        eyebrow="For creators"
        title="What creators pay"
        lead={`Joining Gigloom is free for creators. When a gig is approved, Gigloom keeps ${CREATOR_FEE_PERCENT}% of the fee and the rest goes to the creator. Creators see both amounts before they apply, and brands never pay more than the fee they agreed.`}
      />
      <Faq title="Pricing questions" items={pricingFaq} />
      <CtaBand
        title={`Try Gigloom free for ${FREE_TRIAL_DAYS} days`}
        primary={{ label: "Join as a Brand", href: siteConfig.links.signUp, audience: "brand" }}
        secondary={{ label: "Talk to our team", href: routes.contact }}
      >
        <p>Publish a brief today. You pay creators only for work you approve.</p>
      </CtaBand>
    </>
  );
}
