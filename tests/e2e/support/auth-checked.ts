import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Waits until Firebase Auth has loaded and reported the sign-in state (`data-auth-checked`).
 * Auth loads only once the page is loaded and the browser idle, which on a busy 2-core
 * machine can take longer than Playwright's default 5 s.
 */
export async function expectAuthChecked(page: Page, message?: string) {
  await expect(page.locator("html"), message).toHaveAttribute("data-auth-checked", "true", {
    timeout: 15_000,
  });
}
