import { expect, type Page } from "@playwright/test";
import { CARDS_PER_PAGE } from "@/lib/content/pagination";

/**
 * The titles of a list's cards, read page by page from the one open, following each page's
 * "Next page" link (a plain link: it works without JavaScript). Each page holds at most
 * CARDS_PER_PAGE cards and marks itself as the current page when the list has more than one.
 */
export async function titlesThroughPages(page: Page, listName: string): Promise<string[]> {
  const titles: string[] = [];
  for (let number = 1; ; number += 1) {
    const cards = page.getByRole("list", { name: listName, exact: true }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(CARDS_PER_PAGE);
    titles.push(...(await cards.getByRole("heading", { level: 2 }).allTextContents()));
    const pages = page.getByRole("navigation", { name: /^(Pages|Páginas)$/ });
    if ((await pages.count()) === 0) return titles;
    await expect(pages.locator('[aria-current="page"]')).toHaveText(String(number));
    const next = pages.locator('a[rel="next"]');
    if ((await next.count()) === 0) return titles;
    const url = page.url();
    await next.click();
    await expect(page).not.toHaveURL(url);
  }
}
