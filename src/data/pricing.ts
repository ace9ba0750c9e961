/**
 * The currency every price is in. The prices, fees and plans themselves are content, in
 * content/pricing.yml (read by src/lib/content/price-list.ts); annual prices are computed
 * from them (src/domain/pricing), never written down.
 */
export const CURRENCY = "USD";
