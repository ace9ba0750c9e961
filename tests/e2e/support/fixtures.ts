import { test as base, expect } from "@playwright/test";

type Fixtures = {
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
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on("console", (message) => {
        if (message.type() === "error") record(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => record(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
