import type { Page } from "@playwright/test";
import { recordCspViolations } from "./csp";
import { test as base } from "./fixtures";

/**
 * One page per worker, kept from test to test, for the specs that visit every page of the site
 * one after another and only read them (every-page.spec.ts): it browses as a visitor does, with
 * the scripts already in the browser's cache, where a fresh context for each page would fetch
 * and compile them each time (on a busy 2-core machine, a second a page). Those specs change no
 * state a later page would see: they click nothing and answer nothing. The page records CSP
 * violations from each document's first byte (support/csp.ts). Its context is not one of
 * Playwright's own, so a failure here leaves no trace file: the failing page is in the test's
 * name and the message.
 */
export const test = base.extend<object, { warmPage: Page }>({
  warmPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, hasTouch });
      await recordCspViolations(context);
      await provide(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ warmPage }, provide) => provide(warmPage),
});

export { expect } from "./fixtures";
