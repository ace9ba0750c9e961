import type { Page } from "@playwright/test";
import { routesFor } from "@/config/site";
import { getPostBySlug, postPath } from "@/lib/content";
import { test, expect } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { recordLayoutShifts } from "./support/layout-shifts";

// What search finds and where a box leads do not depend on the width: checked once, at 1280
// (@desktop). What the width changes, the results' layout and axe over it, runs at both.

/** Each language's search box, by its label. */
const BOX_NAME = { en: "Search the site", es: "Buscar en el sitio" } as const;
type Language = keyof typeof BOX_NAME;

const searchBox = (page: Page, language: Language) =>
  page.getByRole("search", { name: BOX_NAME[language] }).getByRole("searchbox");

/**
 * Submits the box with `term` and waits for the search page, returning the `q` it was asked
 * for (which the page, once its scripts run, takes out of its address).
 */
async function submitSearch(page: Page, language: Language, term: string) {
  await searchBox(page, language).fill(term);
  const request = page.waitForRequest((request) => request.isNavigationRequest());
  await searchBox(page, language).press("Enter");
  const url = new URL((await request).url());
  expect(url.pathname).toBe(routesFor(language).search);
  await page.waitForURL((address) => address.pathname === url.pathname);
  return url.searchParams.get("q");
}

const INDEXES = [
  { path: routesFor("en").blog, language: "en" },
  { path: routesFor("en").caseStudies, language: "en" },
  { path: routesFor("es").blog, language: "es" },
  { path: routesFor("es").caseStudies, language: "es" },
] as const;

for (const { path, language } of INDEXES) {
  test(`${path}'s search box leads to its language's search page with ?q= @desktop`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await submitSearch(page, language, "usage rights")).toBe("usage rights");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the case studies' search box still leads to the search page @desktop", async ({ page }) => {
    await page.goto(routesFor("es").caseStudies);
    expect(await submitSearch(page, "es", "TikTok reseñas")).toBe("TikTok reseñas");
  });
});

test.describe("the 404 page", () => {
  // The browser reports the document's own 404 as a console error.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  const suggestion = (page: Page) => page.getByText(/Did you mean|Quisiste decir/);

  test("suggests the post a typo'd path meant, seeding both boxes with its words @desktop", async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    const response = await page.goto("/blog/usage-rigts");
    expect(response?.status()).toBe(404);
    await expect(searchBox(page, "en")).toHaveValue("usage rigts");
    await expect(searchBox(page, "es")).toHaveValue("usage rigts");

    const post = getPostBySlug("usage-rights-and-whitelisting-explained");
    const link = suggestion(page).getByRole("link", { name: post?.title });
    await expect(link).toHaveAttribute("href", postPath("usage-rights-and-whitelisting-explained"));
    expect(await shifts(), "the suggestion moves nothing").toEqual([]);

    await link.click();
    await expect(page).toHaveURL(/\/blog\/usage-rights-and-whitelisting-explained$/);
  });

  test("suggests a section in English, and submits its words to the search page @desktop", async ({
    page,
  }) => {
    await page.goto("/pricng");
    await expect(suggestion(page)).toHaveText("Did you mean: Pricing?");
    await expect(suggestion(page).getByRole("link")).toHaveAttribute("href", "/pricing");
    expect(await submitSearch(page, "en", "pricng")).toBe("pricng");
  });

  test("suggests a Spanish page in Spanish @desktop", async ({ page }) => {
    await page.goto("/es/precio");
    await expect(searchBox(page, "es")).toHaveValue("precio");
    await expect(suggestion(page)).toHaveText("¿Quisiste decir: Precios?");
    await expect(suggestion(page)).toHaveAttribute("lang", "es");
    await expect(suggestion(page).getByRole("link")).toHaveAttribute("href", "/es/precios");
    expect(await submitSearch(page, "es", "precio")).toBe("precio");
  });

  test("suggests nothing for nonsense, and is axe-clean", async ({ page }) => {
    await page.goto("/xqzvtw/kjh-plorb");
    // The boxes hold the path's words: the page has read the address, and found no match.
    await expect(searchBox(page, "en")).toHaveValue("xqzvtw kjh plorb");
    await expect(suggestion(page)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("is axe-clean with its suggestion shown", async ({ page }) => {
    await page.goto("/es/precio");
    await expect(suggestion(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
