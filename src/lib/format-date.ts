import { DEFAULT_LOCALE, localeFacts, type Locale } from "@/config/locale";
import { perLocale } from "@/i18n/per-locale";

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

function formatsFor(locale: Locale) {
  const tag = localeFacts[locale].tag;
  return {
    longDate: new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }),
    monthYear: new Intl.DateTimeFormat(tag, { month: "short", year: "numeric", timeZone: "UTC" }),
  };
}

const formatsOf = perLocale(formatsFor);

/**
 * "2026-03-17" → "March 17, 2026" (es: "17 de marzo de 2026"), the same in every time zone
 * the build runs in.
 */
export function formatDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatsOf(locale).longDate.format(utc(isoDate));
}

/**
 * A campaign period of two YYYY-MM months: "Jan – Mar 2026", or "Oct 2025 – Jan 2026" across
 * years (es: "ene–mar 2026"); the language's own range format says what to leave out.
 */
export function formatPeriod(start: string, end: string, locale: Locale = DEFAULT_LOCALE): string {
  const range = formatsOf(locale).monthYear.formatRange(utc(`${start}-01`), utc(`${end}-01`));
  // Intl sets the dash between thin spaces, which the site's font subset leaves out: every
  // space separator becomes a plain space.
  return range.replace(/\p{Zs}/gu, " ");
}
