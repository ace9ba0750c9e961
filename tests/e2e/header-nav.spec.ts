import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";
import { E2E_APP_URL } from "./support/env";
import { header, menuExpanded, menuToggle, mobileMenu } from "./support/header";

const NAV = [
  { name: "Pricing", href: "/pricing" },
  { name: "Case Studies", href: "/casestudies" },
  { name: "Blog", href: "/blog" },
  { name: "Docs", href: `${E2E_APP_URL}/docs` },
  { name: "Contact", href: "/contact" },
];

test("the logo is /logo.png, named Gigloom, links home, at 710×124 intrinsic", async ({ page }) => {
  await page.goto("/pricing");
  const logoLink = header(page).getByRole("link", { name: "Gigloom" });
  await expect(logoLink).toHaveAttribute("href", "/");
  const logo = logoLink.getByRole("img", { name: "Gigloom" });
  await expect(logo).toHaveAttribute("src", "/logo.png");
  await expect(logo).toHaveAttribute("width", "710");
  await expect(logo).toHaveAttribute("height", "124");
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(710);

  const expectedWidth = page.viewportSize()!.width >= 768 ? 181 : 150;
  const box = await logo.boundingBox();
  expect(box?.width).toBeCloseTo(expectedWidth, 0);
  expect(box?.height).toBeCloseTo((expectedWidth * 124) / 710, 0);

  await logoLink.click();
  await expect(page).toHaveURL("/");
});

test("desktop header: the five links in order, then Sign in and Join Now @desktop", async ({
  page,
}) => {
  await page.goto("/");
  const nav = header(page).getByRole("navigation", { name: "Main" });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(NAV.map((item) => item.name));
  for (const [index, item] of NAV.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", item.href);
  }
  await expect(header(page).getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    `${E2E_APP_URL}/signup`,
  );
  await expect(header(page).getByRole("link", { name: "Join Now" })).toHaveAttribute(
    "href",
    `${E2E_APP_URL}/signup`,
  );
  await expect(menuToggle(page)).toBeHidden();
});

test("mobile header: a menu toggle and a secondary Sign In button @mobile", async ({ page }) => {
  await page.goto("/");
  await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
  const signIn = header(page).getByRole("link", { name: "Sign In", exact: true });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
  expect(await menuExpanded(page)).toBe(false);
  await expect(menuToggle(page)).toHaveAttribute("aria-controls", "mobile-menu");

  await menuToggle(page).click();
  const links = mobileMenu(page).getByRole("navigation", { name: "Mobile" }).getByRole("link");
  await expect(links).toHaveText(NAV.map((item) => item.name));
  for (const [index, item] of NAV.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", item.href);
  }
});

test("internal nav links navigate within the site @desktop", async ({ page }) => {
  await page.goto("/");
  await header(page).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await header(page).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
});

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

test("links fetch nothing on sight; header links fetch their page when pointed at or focused @desktop", async ({
  page,
}) => {
  const pageData = watchPageData(page);
  await page.goto("/");
  await expectAuthChecked(page);
  // Every link on the page, the footer's included, has been in view.
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  await page.waitForLoadState("networkidle");
  expect(pageData).toEqual([]);

  // Back at the top, where the header shows again.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const nav = header(page).getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Pricing" }).hover();
  await expect.poll(() => fetchedFor(pageData, "/pricing")).not.toEqual([]);
  await nav.getByRole("link", { name: "Blog" }).focus();
  await expect.poll(() => fetchedFor(pageData, "/blog")).not.toEqual([]);
  expect(fetchedFor(pageData, "/contact")).toEqual([]);

  // The click uses what the pointer fetched: the page appears with no second fetch.
  await page.waitForLoadState("networkidle");
  const fetchedBeforeClick = fetchedFor(pageData, "/pricing").length;
  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(fetchedFor(pageData, "/pricing")).toHaveLength(fetchedBeforeClick);
});
