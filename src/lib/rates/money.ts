import { localeFacts, type Locale } from "@/config/locale";
import { CURRENCY } from "@/data/pricing";
import { formatMoney } from "@/domain/pricing/format";

/** The estimate's amounts (cents) as the page's language writes US dollars: "$1,250", "USD 1,250". */
export function rateMoney(locale: Locale): (cents: number) => string {
  const { tag } = localeFacts[locale];
  return (cents) => formatMoney(cents, CURRENCY, tag);
}
