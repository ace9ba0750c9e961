import Link from "@/components/ui/site-link";
import type { Locale } from "@/config/locale";
import { routesFor, siteConfig, type Audience } from "@/config/site";
import { translator } from "@/i18n/translator";
import { Button } from "@/components/ui/button";

type Readers = "brands" | "creators" | "both";

/** Which messages word the call to action for each reader, and whom its button signs up. */
const copy = {
  brands: { title: "ctaBrandsTitle", text: "ctaBrandsText", joins: "brand" },
  creators: { title: "ctaCreatorsTitle", text: "ctaCreatorsText", joins: "creator" },
  both: { title: "ctaBothTitle", text: "ctaBothText", joins: "brand" },
} as const satisfies Record<Readers, { title: string; text: string; joins: Audience }>;

type AudienceCtaProps = {
  audience: Readers;
  placement: "post-footer" | "case-study-footer";
  locale: Locale;
};

/** The closing call to action of a post or case study, worded for its reader. */
export function AudienceCta({ audience, placement, locale }: AudienceCtaProps) {
  const t = translator(locale, "content");
  const join = translator(locale, "header");
  const { title, text, joins } = copy[audience];
  const other = {
    href: routesFor(locale).creators,
    label: t(audience === "creators" ? "ctaCreatorsLink" : "ctaImCreator"),
  };
  return (
    <aside
      aria-labelledby="cta-heading"
      className="rounded-3xl bg-ink px-6 py-10 text-white sm:px-10"
    >
      <h2 id="cta-heading" className="text-heading font-bold text-balance">
        {t(title)}
      </h2>
      <p className="mt-3 max-w-xl text-white/80">{t(text)}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
        <Button
          href={siteConfig.links.signUp}
          variant="secondary"
          size="md"
          placement={placement}
          audience={joins}
        >
          {join(joins === "brand" ? "joinAsBrand" : "joinAsCreator")}
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
