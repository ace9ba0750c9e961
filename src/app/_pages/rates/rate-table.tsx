import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { formatCount } from "@/lib/format-count";
import type { RateCard } from "@/lib/content";
import { rateMoney } from "@/lib/rates/money";
import { rateOfTier } from "@/lib/rates/rate-table";
import { dollarsToCents } from "@/lib/rates/rounding";

type Tier = RateCard["tiers"][number];
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
      <caption className="pb-3 text-left text-lg font-semibold text-ink">
        {deliverable.name}
      </caption>
      <thead className="text-sm text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-1.5 font-semibold sm:pr-4">
            {t("tierColumn")}
          </th>
          {(["low", "typical", "high"] as const).map((column) => (
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
              <td className="py-3 pl-1.5 text-right whitespace-nowrap text-muted sm:pl-4">
                {money(dollarsToCents(rate.low))}
              </td>
              <td className="py-3 pl-1.5 text-right font-semibold whitespace-nowrap text-ink sm:pl-4">
                {money(dollarsToCents(rate.typical))}
              </td>
              <td className="py-3 pl-1.5 text-right whitespace-nowrap text-muted sm:pl-4">
                {money(dollarsToCents(rate.high))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
