import { test, expect } from "./support/fixtures";
import { fontPreloads } from "../../scripts/build/not-found-font.mjs";
import { reactPayload } from "./support/react-payload";
import { pathsOfEachLayout } from "./support/site-pages";

const ROUTES = [
  { path: "/", title: /^Gigloom/ },
  { path: "/creators", title: /For creators/ },
  { path: "/pricing", title: /^Pricing · Gigloom$/ },
  { path: "/casestudies", title: /^Case Studies · Gigloom$/ },
  { path: "/blog", title: /^Blog · Gigloom$/ },
  { path: "/contact", title: /^Contact · Gigloom$/ },
];

for (const route of ROUTES) {
  test(`${route.path} has its title, one h1 and an introduction @desktop`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main p").first()).not.toBeEmpty();
  });
}

test.describe("an unknown address", () => {
  // The browser reports the document's own 404 as a console error.
  test.use({ expectedConsoleErrors: [/status of 404 .*no-such-page/] });

  test("shows the not-found page with a 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  });

  test("preloads the site's font as every other page does, so it never shows the fallback @desktop", async ({
    request,
  }) => {
    const [home, missing] = await Promise.all(
      ["/", "/no-such-page"].map(async (path) =>
        fontPreloads(await (await request.get(path)).text()),
      ),
    );
    expect(home).toHaveLength(1);
    expect(missing).toEqual(home);
  });
});

test("no page but the not-found page carries it in its page data @desktop", async ({ request }) => {
  // A root not-found.tsx under a pass-through root layout was written into every page's React
  // data as the layouts' not-found boundary, twice: a quarter of /pricing's data, parsed on load.
  for (const path of pathsOfEachLayout) {
    const html = await (await request.get(path)).text();
    expect(reactPayload(html), path).not.toContain("We couldn't find that page");
  }
});
