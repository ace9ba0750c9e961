import type { Page } from "@playwright/test";
import { COMPILE_HINT } from "../../scripts/build/compile-hints.mjs";
import { test, expect } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";

/**
 * The browser's own account of a page's start-up, independent of how the build reads its
 * HTML: every script it requested (resource timing), when the document was parsed, and when
 * React had hydrated (the moment <html data-hydrated> appeared).
 */
async function startUp(page: Page) {
  await page.addInitScript(() => {
    // Runs before <html> exists: watch the whole document for the mark.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated) {
        Object.assign(window, { __hydratedAt: performance.now() });
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.set(url.pathname, response.text());
  });
  await page.goto("/");
  // Firebase Auth is imported after hydration, by the page's own code: by now it has run.
  await expectAuthChecked(page);
  const timing = await page.evaluate(() => ({
    parsed: performance.getEntriesByType("navigation")[0]!.toJSON().domInteractive as number,
    hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const beforeHydration = timing.requests.filter((request) => request.start < timing.hydrated);
  const later = timing.requests.filter((request) => request.start >= timing.hydrated);
  return { timing, beforeHydration, later, source: (path: string) => scripts.get(path)! };
}

test("what a page needs to start is compiled eagerly; what it loads later is not @desktop", async ({
  page,
}) => {
  const { beforeHydration, later, source } = await startUp(page);
  expect(beforeHydration.length).toBeGreaterThan(0);
  expect(later.length).toBeGreaterThan(0);
  for (const { path } of beforeHydration) {
    expect((await source(path)).startsWith(COMPILE_HINT), path).toBe(true);
  }
  for (const { path } of later) {
    expect((await source(path)).startsWith(COMPILE_HINT), path).toBe(false);
  }
});

test("a page fetches its scripts only once it has been parsed in full, and still starts @desktop", async ({
  page,
}) => {
  const { timing, beforeHydration } = await startUp(page);
  expect(timing.hydrated).toBeGreaterThan(timing.parsed);
  for (const request of beforeHydration) {
    expect(request.start, request.path).toBeGreaterThanOrEqual(timing.parsed);
  }
});
