import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";
import { E2E_APP_URL } from "./support/env";
import {
  HEADER_LOCALES,
  header,
  headerLabels,
  menuExpanded,
  menuToggle,
  mobileMenu,
} from "./support/header";

// The header's words and paths in every language: the spec's labels on the English pages, the
// messages file's on the others.
for (const labels of HEADER_LOCALES) {
  const { pages, nav } = labels;

  test.describe(`header in ${labels.locale}`, () => {
    test("the logo is /logo.png, named Gigloom, links home, at 710×124 intrinsic", async ({
      page,
    }) => {
      await page.goto(pages.pricing);
      const logoLink = header(page).getByRole("link", { name: labels.logo });
      await expect(logoLink).toHaveAttribute("href", pages.home);
      const logo = logoLink.getByRole("img", { name: labels.logo });
      await expect(logo).toHaveAttribute("src", "/logo.png");
      await expect(logo).toHaveAttribute("width", "710");
      await expect(logo).toHaveAttribute("height", "124");
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(710);

      const expectedWidth = page.viewportSize()!.width >= 768 ? 181 : 150;
      const box = await logo.boundingBox();
      expect(box?.width).toBeCloseTo(expectedWidth, 0);
      expect(box?.height).toBeCloseTo((expectedWidth * 124) / 710, 0);

      await logoLink.click();
      await expect(page).toHaveURL(pages.home);
    });

    test(`desktop header: the five links in order, then ${labels.signIn} and ${labels.joinNow} @desktop`, async ({
      page,
    }) => {
      await page.goto(pages.home);
      const navigation = header(page).getByRole("navigation", { name: labels.mainNavLabel });
      const links = navigation.getByRole("link");
      await expect(links).toHaveText(nav.map((item) => item.name));
      for (const [index, item] of nav.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", item.href);
      }
      await expect(
        header(page).getByRole("link", { name: labels.signIn, exact: true }),
      ).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
      await expect(
        header(page).getByRole("link", { name: labels.joinNow, exact: true }),
      ).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
      await expect(menuToggle(page, labels)).toBeHidden();
    });

    test(`mobile header: a menu toggle and a secondary ${labels.phoneSignIn} button @mobile`, async ({
      page,
    }) => {
      await page.goto(pages.home);
      await expect(
        header(page).getByRole("navigation", { name: labels.mainNavLabel }),
      ).toBeHidden();
      const signIn = header(page).getByRole("link", { name: labels.phoneSignIn, exact: true });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
      expect(await menuExpanded(page, labels)).toBe(false);
      await expect(menuToggle(page, labels)).toHaveAttribute("aria-controls", "mobile-menu");

      await menuToggle(page, labels).click();
      const links = mobileMenu(page)
        .getByRole("navigation", { name: labels.mobileNavLabel })
        .getByRole("link");
      await expect(links).toHaveText(nav.map((item) => item.name));
      for (const [index, item] of nav.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", item.href);
      }
    });
  });
}

// Following and prefetching, on the English pages: the same links in every language, whose
// names and paths the tests above check.
test.describe("header links", () => {
  const labels = headerLabels("en");
  const { pages, nav } = labels;

  test("internal nav links navigate within the site @desktop", async ({ page }) => {
    await page.goto(pages.home);
    await header(page).getByRole("link", { name: nav[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(pages.pricing);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await header(page).getByRole("link", { name: nav[4]!.name, exact: true }).click();
    await expect(page).toHaveURL(pages.contact);
  });

  test("links fetch nothing on sight; header links fetch their page when pointed at or focused @desktop", async ({
    page,
  }) => {
    const pageData = watchPageData(page);
    const unanswered = watchUnansweredPageData(page);
    await page.goto(pages.home);
    await expectAuthChecked(page);
    // Every link on the page, the footer's included, has been in view.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.waitForLoadState("networkidle");
    expect(pageData).toEqual([]);

    // Back at the top, where the header shows again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const navigation = header(page).getByRole("navigation", { name: labels.mainNavLabel });
    const pricing = navigation.getByRole("link", { name: nav[0]!.name, exact: true });
    await pricing.hover();
    await expect.poll(() => fetchedFor(pageData, pages.pricing)).not.toEqual([]);
    await navigation.getByRole("link", { name: nav[2]!.name, exact: true }).focus();
    await expect.poll(() => fetchedFor(pageData, pages.blog)).not.toEqual([]);
    expect(fetchedFor(pageData, pages.contact)).toEqual([]);

    // The click uses what the pointer fetched: the page appears with no second fetch.
    await page.waitForLoadState("networkidle");
    const fetchedBeforeClick = fetchedFor(pageData, pages.pricing).length;
    await pricing.click();
    await expect(page).toHaveURL(pages.pricing);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(fetchedFor(pageData, pages.pricing)).toHaveLength(fetchedBeforeClick);
    // Each file the router asked for is in the export (the post-build step removes only what it
    // never asks for: scripts/build/unrequested-payloads.mjs).
    expect(unanswered).toEqual([]);
  });
});

/** The page data requests of `page` that were not answered 200, as "status path". */
function watchUnansweredPageData(page: Page) {
  const unanswered: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.searchParams.has("_rsc") && response.status() !== 200) {
      unanswered.push(`${response.status()} ${url.pathname}`);
    }
  });
  return unanswered;
}

/** The paths of the page data (RSC payloads) Next.js fetches to show another page of the site. */
function watchPageData(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) paths.push(url.pathname);
  });
  return paths;
}
const fetchedFor = (paths: string[], route: string) =>
  paths.filter((path) => path.startsWith(`${route}/`));
