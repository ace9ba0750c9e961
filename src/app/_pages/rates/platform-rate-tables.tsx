import type { Locale } from "@/config/locale";
import type { RateCard } from "@/lib/content";
import { RateTable } from "./rate-table";

/** A platform's rates: a table per deliverable (low, typical, high by creator tier), side by side. */
export function PlatformRateTables({
  platform,
  tiers,
  locale,
}: {
  platform: RateCard["platforms"][number];
  tiers: RateCard["tiers"];
  locale: Locale;
}) {
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2">
      {platform.deliverables.map((deliverable) => (
        <div
          key={deliverable.id}
          className="rounded-card bg-white px-3 py-4 ring-1 ring-line sm:p-6"
        >
          <RateTable deliverable={deliverable} tiers={tiers} locale={locale} />
        </div>
      ))}
    </div>
  );
}
