import Link from "@/components/ui/site-link";
import { routes, siteConfig, type Audience } from "@/config/site";
import { Button } from "@/components/ui/button";

type Readers = "brands" | "creators" | "both";

const copy: Record<Readers, { title: string; text: string; join: string; joins: Audience }> = {
  brands: {
    title: "Ready to brief your first creators?",
    text: "Post a gig, compare proposals side by side and pay only for work you approve.",
    join: "Join as a Brand",
    joins: "brand",
  },
  creators: {
    title: "Find paid gigs from brands that fit your audience",
    text: "Joining is free, and every gig is funded before you start work.",
    join: "Join as a Creator",
    joins: "creator",
  },
  both: {
    title: "Brands and creators, one place to work together",
    text: "Briefs, proposals, approvals and protected payments for every gig.",
    join: "Join as a Brand",
    joins: "brand",
  },
};

type AudienceCtaProps = { audience: Readers; placement: "post-footer" | "case-study-footer" };

/** The closing call to action of a post or case study, worded for its reader. */
export function AudienceCta({ audience, placement }: AudienceCtaProps) {
  const { title, text, join, joins } = copy[audience];
  const other =
    audience === "creators"
      ? { href: routes.creators, label: "How gigs work for creators" }
      : { href: routes.creators, label: "I'm a creator" };
  return (
    <aside
      aria-labelledby="cta-heading"
      className="rounded-3xl bg-ink px-6 py-10 text-white sm:px-10"
    >
      <h2 id="cta-heading" className="text-heading font-bold text-balance">
        {title}
      </h2>
      <p className="mt-3 max-w-xl text-white/80">{text}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Button
          href={siteConfig.links.signUp}
          variant="secondary"
          size="md"
          placement={placement}
          audience={joins}
        >
          {join}
        </Button>
        <Link
          href={other.href}
          className="font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
        >
          {other.label}
        </Link>
      </div>
    </aside>
  );
}
