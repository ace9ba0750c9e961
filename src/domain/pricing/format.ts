const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** "$49" for whole amounts, "$49.50" otherwise: prices read cleanly and cents are never hidden. */
export function formatMoney(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return formatter(currency, whole ? 0 : 2).format(cents / 100);
}
