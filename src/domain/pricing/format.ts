const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${currency}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * "$49" for whole amounts, "$49.50" otherwise: prices read cleanly and cents are never hidden.
 * The locale is the page's (config/locale.ts), which this layer, holding no facts, is given.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const whole = cents % 100 === 0;
  return formatter(locale, currency, whole ? 0 : 2).format(cents / 100);
}

/** "10%": a whole percentage as the page's locale writes it. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent" }).format(percent / 100);
}
