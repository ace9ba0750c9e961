import { siteLocale } from "@/config/locale";
import { annualPrice } from "@/domain/pricing/billing";
import { formatMoney } from "@/domain/pricing/format";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, plans } from "@/lib/content/price-list";

// Checks that the Firefox and WebKit suites run in their page, each driven its own way. The
// page functions stand alone (no imports, no closures): each driver sends their source over.

/** In the page: whether the plan's card shows this exact amount on screen, as a price of its own. */
export function cardShowsPrice(name: string, text: string): boolean {
  const card = [...document.querySelectorAll("article")].find(
    (article) => article.querySelector("h3")?.textContent?.trim() === name,
  );
  return [...(card?.querySelectorAll("*") ?? [])].some(
    (element) =>
      element.children.length === 0 &&
      element.textContent?.trim() === text &&
      element.checkVisibility(),
  );
}

/** In the page: which of the phone header's two app links is shown, and whether it sticks out. */
export function shownPhoneAppLinks(): { names: string[]; out: boolean } {
  const links = [...document.querySelectorAll("body > header a")].filter((link) =>
    link.checkVisibility({ visibilityProperty: true }),
  );
  const names = links
    .map((link) => link.getAttribute("aria-label") ?? link.textContent?.trim() ?? "")
    .filter((name) => name === "Sign In" || name === "Dashboard");
  const out = links.some((link) => link.getBoundingClientRect().right > innerWidth);
  return { names, out };
}

/** A page function as a WebDriver script, its arguments passed on. */
export const asScript = (pageFunction: (...args: never[]) => unknown) =>
  `return (${pageFunction}).apply(null, arguments);`;

/** For each billing period: each plan's price the page must show, and the one it must not. */
export const PRICES = (["monthly", "annual"] as const).map((period) => ({
  period,
  plans: plans.map((plan) => {
    const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT).perMonthCents;
    const [shown, hidden] =
      period === "monthly" ? [plan.monthlyCents, annual] : [annual, plan.monthlyCents];
    return {
      name: plan.name,
      shown: formatMoney(shown, CURRENCY, siteLocale.tag),
      hidden: formatMoney(hidden, CURRENCY, siteLocale.tag),
    };
  }),
}));

/**
 * In the page: keeps it where it is when a link is chosen (a listener on the window, which
 * runs before the site's own on the document), so a test can read what the chosen link became
 * in an engine whose browser cannot be stopped from following it.
 */
export function keepThePage(): void {
  window.addEventListener("click", (event) => event.preventDefault(), { capture: true });
}
