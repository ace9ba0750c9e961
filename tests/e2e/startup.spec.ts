import { COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";
import { firstLoadScripts } from "../../scripts/lib/first-load-scripts.mjs";
import { test, expect } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";

test("what a page runs as it loads is compiled eagerly; what it loads later is not", async ({
  page,
}) => {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.set(url.pathname, response.text());
  });
  const html = await (await page.goto("/"))!.text();
  // Firebase Auth is imported after load: by now the page has fetched it too.
  await expectAuthChecked(page);

  const inHtml = new Set(firstLoadScripts(html));
  expect(inHtml.size).toBeGreaterThan(0);
  const later = [...scripts.keys()].filter((path) => !inHtml.has(path));
  expect(later.length).toBeGreaterThan(0);
  for (const path of inHtml) {
    expect((await scripts.get(path))?.startsWith(COMPILE_HINT), path).toBe(true);
  }
  for (const path of later) {
    expect((await scripts.get(path))?.startsWith(COMPILE_HINT), path).toBe(false);
  }
});

test("a page fetches its scripts only once it has been parsed in full, and still starts", async ({
  page,
}) => {
  const html = await (await page.goto("/"))!.text();
  // Firebase Auth is started by the page's own code: the scripts loaded and ran.
  await expectAuthChecked(page);
  const timing = await page.evaluate(() => ({
    parsed: performance.getEntriesByType("navigation")[0]!.toJSON().domInteractive as number,
    requests: performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));

  const chunks = firstLoadScripts(html);
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const request = timing.requests.find((entry) => entry.path === chunk);
    expect(request, chunk).toBeDefined();
    expect(request!.start, chunk).toBeGreaterThanOrEqual(timing.parsed);
  }
});
