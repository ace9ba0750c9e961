import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import type { RateCard } from "@/lib/content";
import { rateMoney } from "@/lib/rates/money";
import { rateOfTier } from "@/lib/rates/rate-table";
import { dollarsToCents } from "@/lib/rates/rounding";

type Tier = RateCard["tiers"][number];
/** A rate table's columns after the tier, the typical rate stressed. */
const RATE_COLUMNS = ["low", "typical", "high"] as const;
type Deliverable = RateCard["platforms"][number]["deliverables"][number];

/** A tier's name with its audience size, as a row header of every rate table. */
export function TierName({ tier, locale }: { tier: Tier; locale: Locale }) {
  const t = translator(locale, "rates");
  return (
    <>
      <span className="block font-semibold text-ink">{tier.name}</span>
      <span className="block text-xs text-muted sm:text-sm">
        {t("followers", {
          min: formatCount(tier.minFollowers),
          max: formatCount(tier.maxFollowers),
        })}
      </span>
    </>
  );
}

/** One deliverable's rates per piece: a row per creator tier, low, typical and high. */
export function RateTable({
  deliverable,
  tiers,
  locale,
}: {
  deliverable: Deliverable;
  tiers: readonly Tier[];
  locale: Locale;
}) {
  const t = translator(locale, "rates");
  const money = rateMoney(locale);
  return (
    <table className="w-full text-left text-sm tabular-nums sm:text-base">
      <caption className="pb-3 text-left text-lg font-semibold">{deliverable.name}</caption>
      <thead className="text-sm text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-1.5 font-semibold sm:pr-4">
            {t("tierColumn")}
          </th>
          {RATE_COLUMNS.map((column) => (
            <th key={column} scope="col" className="py-2 pl-1.5 text-right font-semibold sm:pl-4">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {tiers.map((tier) => {
          const rate = rateOfTier(deliverable, tier.id);
          return (
            <tr key={tier.id}>
              <th scope="row" className="py-3 pr-1.5 font-normal sm:pr-4">
                <TierName tier={tier} locale={locale} />
              </th>
              {RATE_COLUMNS.map((column) => (
                <td
                  key={column}
                  className={cn(
                    "py-3 pl-1.5 text-right whitespace-nowrap sm:pl-4",
                    column === "typical" ? "font-semibold text-ink" : "text-muted",
                  )}
                >
                  {money(dollarsToCents(rate[column]))}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
