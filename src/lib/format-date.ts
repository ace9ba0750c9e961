import { DEFAULT_LOCALE, localeFacts, siteLocale, type Locale } from "@/config/locale";

const longDates = new Map<Locale, Intl.DateTimeFormat>();
function longDate(locale: Locale): Intl.DateTimeFormat {
  if (!longDates.has(locale)) {
    longDates.set(
      locale,
      new Intl.DateTimeFormat(localeFacts[locale].tag, { dateStyle: "long", timeZone: "UTC" }),
    );
  }
  return longDates.get(locale)!;
}
const monthYear = new Intl.DateTimeFormat(siteLocale.tag, {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "2026-03-17" → "March 17, 2026" ("17 de marzo de 2026" in Spanish), the same in every time
 * zone the build runs in.
 */
export function formatDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  return longDate(locale).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-01" → "Jan 2026". */
export function formatMonth(yearMonth: string): string {
  return monthYear.format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** A campaign period: "Jan – Mar 2026", or "Oct 2025 – Jan 2026" across years. */
export function formatPeriod(start: string, end: string): string {
  if (start === end) return formatMonth(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const from = sameYear ? formatMonth(start).replace(/ \d{4}$/, "") : formatMonth(start);
  return `${from} – ${formatMonth(end)}`;
}
