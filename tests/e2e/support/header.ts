import type { Page } from "@playwright/test";

export const header = (page: Page) => page.locator("body > header");
/** The desktop header's sign-in link and its primary button, whose label follows sign-in. */
export const signInLink = (page: Page) => header(page).getByRole("link", { name: /^Sign in$/i });
export const desktopCta = (page: Page) =>
  header(page).getByRole("link", { name: /^(Join Now|Dashboard)$/ });
export const menuToggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
export const mobileMenu = (page: Page) => page.locator("#mobile-menu");

/**
 * The toggle's "expanded" state as Chromium gives it to assistive technology. The page sets no
 * aria-expanded: the browser derives it from the popover the toggle controls, so the
 * accessibility tree, not an attribute, is what a screen reader user hears.
 */
export async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const toggle = nodes.find(
      (node) => node.role?.value === "button" && node.name?.value === "Menu",
    );
    const expanded = toggle?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

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
