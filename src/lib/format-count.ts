/**
 * A whole number with thousands separators, as en-US writes it: 2000 → "2,000".
 * Written out rather than toLocaleString(), because the browser's first Intl call loads its
 * locale data: on the contact page that was a long task during hydration on a slow phone (TBT,
 * which `npm run bench` measures: figures in bench/report.md).
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? "-" : "";
  return sign + String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ",");
}
