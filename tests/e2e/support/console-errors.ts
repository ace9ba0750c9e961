import type { ConsoleMessage, Page } from "@playwright/test";

/**
 * Records the page's console errors and uncaught exceptions, but for those `expected`, until
 * `stop` is called: a visitor's browser would show the same errors.
 */
export function recordConsoleErrors(page: Page, expected: RegExp[]) {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") record(`${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => record(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    errors,
    stop: () => {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
}
