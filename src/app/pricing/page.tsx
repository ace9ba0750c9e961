import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { Button } from "@/components/ui/button";
import { PageIntro } from "@/components/sections/page-intro";

export const metadata: Metadata = {
  title: "Pricing",
  description:
    "Simple plans for brands that hire creators on Gigloom. Creators join free and see every fee before they accept a gig.",
};

export default function PricingPage() {
  return (
    <PageIntro
      eyebrow="Pricing"
      title="Plans that grow with your creator programme"
      actions={<Button href={siteConfig.links.signUp}>Join as a Brand</Button>}
    >
      <p>
        Brands pay a monthly plan for the tools and a transparent fee on each gig. There is no setup
        fee and no minimum spend, and you can change or cancel your plan at any time.
      </p>
      <p>Creators join for free and see the platform fee on every gig before they accept it.</p>
    </PageIntro>
  );
}
