import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";
import { menuToggle, mobileMenu } from "./support/header";

const ROUTES = ["/", "/creators", "/pricing", "/casestudies", "/blog", "/contact"];

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);

for (const route of ROUTES) {
  test(`axe finds no violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expectAuthChecked(page);
    const { violations } = await axe(page).analyze();
    expect(violations).toEqual([]);
  });
}

test("axe finds no violations with the mobile menu open @mobile", async ({ page }) => {
  await page.goto("/creators");
  await menuToggle(page).click();
  await expect(mobileMenu(page)).toBeVisible();
  await expect(mobileMenu(page)).toHaveCSS("opacity", "1");
  const { violations } = await axe(page).analyze();
  expect(violations).toEqual([]);
});

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/pricing");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
