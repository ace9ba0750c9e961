import type { Page } from "@playwright/test";

const PROBED = ["NumberFormat", "PluralRules", "Collator"] as const;
type Probed = (typeof PROBED)[number];

/**
 * Counts the `Intl` objects the page makes, from before its first script: the browser's first
 * one loads its locale data, a long task on a slow phone (docs/architecture.md, "Rate guide").
 * Call before `page.goto`; the function it returns lists the kinds made so far, in order.
 */
export async function probeIntl(page: Page): Promise<() => Promise<Probed[]>> {
  await page.addInitScript((names) => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of names) {
      const record = () => void made.push(name);
      const counted = new Proxy(Intl[name], {
        construct: (target, args) => (record(), Reflect.construct(target, args)),
        apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
      });
      Object.defineProperty(Intl, name, { value: counted });
    }
  }, PROBED);
  return () => page.evaluate(() => (window as unknown as { intlMade: Probed[] }).intlMade);
}
