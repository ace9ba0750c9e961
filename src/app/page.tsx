import { routes, siteConfig } from "@/config/site";
import { Button } from "@/components/ui/button";
import { PageIntro } from "@/components/sections/page-intro";

export default function HomePage() {
  return (
    <PageIntro
      eyebrow="For brands"
      title="Hire creators for paid gigs, and pay only for work you approve"
      actions={
        <>
          <Button href={siteConfig.links.signUp}>Join as a Brand</Button>
          <Button href={routes.creators} variant="secondary">
            I&apos;m a creator
          </Button>
        </>
      }
    >
      <p>
        Gigloom connects brands with vetted creators for short-form video, reviews and sponsored
        posts. Write one brief, get proposals from creators whose audiences match your customers,
        and keep contracts, drafts and usage rights in one place.
      </p>
      <p>
        Your budget is held safely until you approve the work, then paid out to the creator. No
        retainers, no agency markup, no chasing invoices.
      </p>
    </PageIntro>
  );
}
