import { siteLocale } from "@/config/locale";
import { creatorPayout } from "@/domain/pricing/creator-payout";
import { formatMoney } from "@/domain/pricing/format";
import { gigTerms } from "@/data/gig-terms";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { CREATOR_FEE_PERCENT, CURRENCY, EXAMPLE_GIG_FEE_CENTS } from "@/lib/content";

type CreatorFeesProps = { id: string; eyebrow: string; title: string; lead: string };

const facts = [
  { value: "Free", label: "to join, build a profile and apply to gigs" },
  {
    value: `${CREATOR_FEE_PERCENT}%`,
    label: "platform fee, taken from the gig fee when you're paid",
  },
  {
    value: `${gigTerms.payoutBusinessDays} days`,
    label: "at most, counting business days, from the brand's approval to your bank account",
  },
];

/** What creators pay and when they are paid, with a worked example in real money. */
export function CreatorFees({ id, eyebrow, title, lead }: CreatorFeesProps) {
  const headingId = `${id}-title`;
  const example = creatorPayout(EXAMPLE_GIG_FEE_CENTS, CREATOR_FEE_PERCENT);
  const money = (cents: number) => formatMoney(cents, CURRENCY, siteLocale.tag);
  return (
    <Section id={id} labelledBy={headingId} tone="paper">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
          <p>{lead}</p>
        </SectionHeading>
        <figure className="self-start rounded-card bg-white p-card ring-1 ring-line">
          <figcaption className="font-bold">
            What you receive from a {money(EXAMPLE_GIG_FEE_CENTS)} gig
          </figcaption>
          <dl className="mt-6 divide-y divide-line text-lg">
            <div className="flex justify-between gap-4 py-3">
              <dt>Gig fee agreed with the brand</dt>
              <dd className="font-semibold tabular-nums">{money(EXAMPLE_GIG_FEE_CENTS)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-3 text-muted">
              <dt>Gigloom fee ({CREATOR_FEE_PERCENT}%)</dt>
              <dd className="tabular-nums">−{money(example.feeCents)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 py-3">
              <dt className="font-bold">Paid to you</dt>
              <dd className="text-2xl font-bold text-mint tabular-nums">
                {money(example.payoutCents)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted">
            Held from the day the brand accepts your proposal. Paid within{" "}
            {gigTerms.payoutBusinessDays} business days of approval, or of automatic approval{" "}
            {gigTerms.reviewWindowDays} days after you deliver. No fee to receive your money.
          </p>
        </figure>
      </div>
      <dl className="mt-12 grid gap-8 sm:grid-cols-3 lg:mt-16">
        {facts.map((fact) => (
          <div
            key={fact.value}
            className="flex flex-col-reverse justify-end border-t-2 border-ink pt-4"
          >
            <dt className="mt-1 text-muted">{fact.label}</dt>
            <dd className="text-3xl font-bold tracking-tight">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
