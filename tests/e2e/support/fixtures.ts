import { test as base, expect } from "@playwright/test";
import { recordConsoleErrors } from "./console-errors";
import { expectHydrated } from "./held-scripts";

type Fixtures = {
  /** Whether `page.goto` also waits for the page to hydrate; off where scripts are held back. */
  waitForHydration: boolean;
  /** Console errors a test expects, such as the 404 of a page that must not exist. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

/**
 * Every test fails if the page logs an unexpected console error or throws: a visitor's
 * browser would show the same error.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  waitForHydration: [true, { option: true }],
  /**
   * Pages fetch their scripts after the first paint, so the load event that `page.goto`
   * waits for comes before the controls respond; a test, like a visitor, acts once they do.
   */
  page: async ({ page, waitForHydration, javaScriptEnabled }, provide) => {
    if (waitForHydration && javaScriptEnabled) {
      const hydrated = () => expectHydrated(page);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated();
        return response;
      };
    }
    await provide(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const recording = recordConsoleErrors(page, expectedConsoleErrors);
      await use(recording.errors);
      recording.stop();
      expect(recording.errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
