import { routes, siteConfig } from "@/config/site";
import { gigTerms } from "@/data/gig-terms";
import { pageMetadata } from "@/lib/seo/metadata";
import { GigListingCard } from "@/components/illustrations/gig-listing-card";
import { CreatorFees } from "@/components/sections/creator-fees";
import { CtaBand } from "@/components/sections/cta-band";
import { Faq } from "@/components/sections/faq";
import { Hero } from "@/components/sections/hero";
import { HowItWorks } from "@/components/sections/how-it-works";
import { Testimonials } from "@/components/sections/testimonials";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { Eligibility } from "./_components/eligibility";
import {
  creatorFaq,
  CREATOR_FEE_PERCENT,
  creatorSteps,
  testimonialsFor,
  pageIntros,
} from "@/lib/content";

export const metadata = pageMetadata({
  title: "For creators: paid gigs from brands",
  description: `Apply to paid gigs with the brief, budget and usage rights shown up front. Free to join; the fee is held before you start and paid within ${gigTerms.payoutBusinessDays} business days of approval.`,
  path: routes.creators,
});

export default function CreatorsPage() {
  return (
    <>
      <Hero
        {...pageIntros.creators}
        lead={
          <p>
            Every gig shows the brief, the budget and the usage rights before you apply. The fee is
            held before you start and reaches your bank account within {gigTerms.payoutBusinessDays}{" "}
            business days of approval. Joining is free.
          </p>
        }
        actions={
          <>
            <Button href={siteConfig.links.signUp} placement="hero" audience="creator">
              Join as a Creator
            </Button>
            <Button
              href={siteConfig.links.signUp}
              variant="secondary"
              placement="hero"
              audience="creator"
            >
              Explore Gigs
            </Button>
          </>
        }
        note={
          <p>
            Hiring creators instead? <TextLink href={routes.home}>Gigloom for brands</TextLink>
          </p>
        }
        aside={<GigListingCard />}
      />
      <HowItWorks
        id="how-gigs-work"
        eyebrow="How gigs work"
        title="From application to payout, with the money held first"
        lead="No cold pitches, no chasing invoices. You choose the work, agree the price before you start, and get paid when the brand signs off."
        steps={creatorSteps}
      />
      <CreatorFees
        id="fees"
        eyebrow="Fees and payouts"
        title="One fee, taken only when you're paid"
        lead={`Gigloom earns when you do. It costs nothing to join, apply or receive your money; we keep ${CREATOR_FEE_PERCENT}% of each gig fee at payout, and you see the exact amount before you apply.`}
      />
      <Eligibility />
      <Testimonials
        eyebrow="Creators"
        title="Why creators take gigs here"
        items={testimonialsFor("creator")}
      />
      <Faq
        title="Questions creators ask"
        lead={
          <>
            Still unsure? <TextLink href={routes.contact}>Ask our creator team</TextLink>
          </>
        }
        items={creatorFaq}
      />
      <CtaBand
        title="Find your first paid gig"
        primary={{ label: "Join as a Creator", href: siteConfig.links.signUp, audience: "creator" }}
        secondary={{ label: "Explore Gigs", href: siteConfig.links.signUp, audience: "creator" }}
      >
        <p>Free to join. Your fee is held before you start work.</p>
      </CtaBand>
    </>
  );
}
