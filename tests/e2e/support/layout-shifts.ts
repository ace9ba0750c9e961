import type { Page } from "@playwright/test";

type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };

/**
 * Records every layout shift of the pages `page` loads from now on, from the first one, each
 * with what moved. Returns a reader: [] when nothing moved.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { __layoutShifts: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const what = entry.sources.map(({ node }) =>
          node instanceof Element ? `<${node.localName} class="${node.className}">` : "?",
        );
        moved.push(`${entry.value.toFixed(5)} ${what.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);
}
