import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { rateCard } from "@/lib/content";
import { formatDate } from "@/lib/format-date";

/**
 * When the rates were last reviewed and how they were set: on every page that quotes a rate,
 * so no figure is read without its date and its method.
 */
export function RateReview({ locale }: { locale: Locale }) {
  const t = translator(locale, "rates");
  const { lastReviewed, method } = rateCard(locale);
  return (
    <div className="mt-6 max-w-3xl text-base text-muted">
      <p>
        <span className="font-semibold text-ink">
          {t("reviewed", { date: formatDate(lastReviewed, locale) })}
        </span>{" "}
        {t("ratesNote")}
      </p>
      <details className="group mt-2">
        <summary className="cursor-pointer rounded-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
          {t("methodTitle")}
        </summary>
        <p className="mt-2">{method}</p>
      </details>
    </div>
  );
}
