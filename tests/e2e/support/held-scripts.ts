import { expect, type Page } from "@playwright/test";

/**
 * Holds back every script the page fetches until `release` is called, so a test sees what a
 * visitor sees in the window between the first paint and hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page (hooks/use-hydrated-mark.ts): its controls respond. */
export const expectHydrated = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
