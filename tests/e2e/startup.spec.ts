import { test, expect } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";

const HINT = "//# allFunctionsCalledOnLoad\n";

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

  const inHtml = new Set(
    [...html.matchAll(/<script src="([^"]+)"[^>]*>/g)]
      .filter(([tag]) => !/nomodule/i.test(tag))
      .flatMap(([, src]) => (src ? [src] : [])),
  );
  expect(inHtml.size).toBeGreaterThan(0);
  const later = [...scripts.keys()].filter((path) => !inHtml.has(path));
  expect(later.length).toBeGreaterThan(0);
  for (const path of inHtml) expect((await scripts.get(path))?.startsWith(HINT), path).toBe(true);
  for (const path of later) expect((await scripts.get(path))?.startsWith(HINT), path).toBe(false);
});
