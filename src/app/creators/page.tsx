import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { Button } from "@/components/ui/button";
import { PageIntro } from "@/components/sections/page-intro";

export const metadata: Metadata = {
  title: "For creators: paid gigs from brands",
  description:
    "Find paid gigs from brands that fit your audience. Free to join, clear briefs, and payment held safely before you start.",
};

export default function CreatorsPage() {
  return (
    <PageIntro
      eyebrow="For creators"
      title="Paid gigs from brands that fit your audience"
      actions={
        <>
          <Button href={siteConfig.links.signUp}>Join as a Creator</Button>
          <Button href={siteConfig.links.signUp} variant="secondary">
            Explore Gigs
          </Button>
        </>
      }
    >
      <p>
        Brands post gigs on Gigloom with a clear brief, a fixed fee and a deadline. You pick the
        ones that suit you, send a short proposal, and get to work once the brand accepts.
      </p>
      <p>
        The fee is held before you start and released when the brand approves your work, so you
        never chase an invoice. Joining is free.
      </p>
    </PageIntro>
  );
}
