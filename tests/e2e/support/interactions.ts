import type { Page, Route } from "@playwright/test";
import { STAND_IN_APP_PORT } from "../../../scripts/local/local-hosts.mjs";
import { E2E_APP_URL } from "./env";
import { expect } from "./fixtures";

/**
 * The listener that decorates sign-up links and sends events loads after the first paint
 * (components/interactions); a visitor's click before then follows the plain link. Tests that
 * are about the decoration wait for it, as they wait for hydration.
 */
export const expectListening = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-interactions", "listening");

/**
 * The end-to-end build's app host is not a real host: its requests are answered by the
 * stand-in app that `npm start` serves, which shows on /signup what it read with
 * @gigloom/attribution. Returns the sign-up URLs the browser asked for (not the page's own script).
 */
export async function answerAppHostWithStandIn(page: Page) {
  const requested: URL[] = [];
  await page.route(`${E2E_APP_URL}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/signup") requested.push(url);
    const standIn = `http://127.0.0.1:${STAND_IN_APP_PORT}${url.pathname}${url.search}`;
    await route.fulfill({ response: await route.fetch({ url: standIn }) });
  });
  return requested;
}
