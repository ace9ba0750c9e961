import type { Page } from "@playwright/test";

export const header = (page: Page) => page.locator("body > header");
/** The desktop header's sign-in link and its primary button, whose label follows sign-in. */
export const signInLink = (page: Page) => header(page).getByRole("link", { name: /^Sign in$/i });
export const desktopCta = (page: Page) =>
  header(page).getByRole("link", { name: /^(Join Now|Dashboard)$/ });
export const menuToggle = (page: Page) =>
  page.getByRole("button", { name: /open menu|close menu/i });
export const mobileMenu = (page: Page) => page.locator("#mobile-menu");

/** Makes any page tall enough to scroll well past both thresholds. */
export async function makeScrollable(page: Page) {
  // Through the CSSOM, which the site's CSP allows; an injected <style> element it would block.
  await page.locator("main").evaluate((main) => (main.style.minHeight = "400vh"));
}

/** Scrolls like a visitor would, one step, and waits for the header to react. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
  // The header applies the rule once per animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
