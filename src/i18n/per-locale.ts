import type { Locale } from "@/config/locale";

/**
 * `read`, run at most once per language: content is read and validated, and formatters are
 * made, once per build however many pages ask for them.
 */
export function perLocale<T>(read: (locale: Locale) => T): (locale: Locale) => T {
  const values = new Map<Locale, T>();
  return (locale) => {
    if (!values.has(locale)) values.set(locale, read(locale));
    return values.get(locale)!;
  };
}
