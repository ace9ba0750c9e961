import { localeFacts, type Locale } from "@/config/locale";
import { CURRENCY } from "@/data/pricing";
import { formatMoney } from "@/domain/pricing/format";

/** The estimate's amounts (cents) as the language `tag` writes US dollars: "$1,250", "USD 1,250". */
export const moneyIn =
  (tag: string): ((cents: number) => string) =>
  (cents) =>
    formatMoney(cents, CURRENCY, tag);

/** The same, for a page of `locale`. */
export const rateMoney = (locale: Locale) => moneyIn(localeFacts[locale].tag);
