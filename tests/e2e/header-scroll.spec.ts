import { test, expect } from "./support/fixtures";
import {
  header,
  headerLabels,
  makeScrollable,
  menuExpanded,
  menuToggle,
  mobileMenu,
  scrollToY,
} from "./support/header";

const thresholdFor = (width: number) => (width >= 1024 ? 70 : 100);

// The scroll rule, on the English pages: the same code in every language, and the header's
// words, which are all a language changes, are checked in header-nav.spec.ts.
const labels = headerLabels("en");
const { pages } = labels;

test.describe("header on scroll", () => {
  test("hides past the threshold on the way down, shows on the way up, active away from the top", async ({
    page,
  }) => {
    await page.goto(pages.home);
    await makeScrollable(page);
    const threshold = thresholdFor(page.viewportSize()!.width);
    const bar = header(page);
    await expect(bar).toHaveAttribute("data-visible", "true");
    await expect(bar).toHaveAttribute("data-active", "false");

    await scrollToY(page, threshold);
    await expect(bar).toHaveAttribute("data-visible", "true");
    await expect(bar).toHaveAttribute("data-active", "true");

    await scrollToY(page, threshold + 1);
    await expect(bar).toHaveAttribute("data-visible", "false");
    // Hidden means out of sight, not just an attribute.
    await expect
      .poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height)
      .toBeLessThanOrEqual(0);

    await scrollToY(page, threshold + 300);
    await expect(bar).toHaveAttribute("data-visible", "false");

    await scrollToY(page, threshold + 290);
    await expect(bar).toHaveAttribute("data-visible", "true");
    await expect(bar).toHaveAttribute("data-active", "true");
    await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);

    await scrollToY(page, 0);
    await expect(bar).toHaveAttribute("data-active", "false");
  });

  test("a small scroll down near the top keeps the header", async ({ page }) => {
    await page.goto(pages.blog);
    await makeScrollable(page);
    await scrollToY(page, 40);
    await scrollToY(page, thresholdFor(page.viewportSize()!.width) - 1);
    await expect(header(page)).toHaveAttribute("data-visible", "true");
  });

  test("the header never hides while keyboard focus is inside it", async ({ page }) => {
    await page.goto(pages.home);
    await makeScrollable(page);
    const focusable =
      page.viewportSize()!.width >= 1024
        ? header(page).getByRole("link", { name: labels.nav[0]!.name, exact: true })
        : menuToggle(page, labels);
    await focusable.focus();
    await scrollToY(page, 600);
    await expect(header(page)).toHaveAttribute("data-visible", "true");
  });

  test("tabbing into a hidden header brings it back", async ({ page }) => {
    await page.goto(pages.home);
    await makeScrollable(page);
    await scrollToY(page, 600);
    await expect(header(page)).toHaveAttribute("data-visible", "false");
    await header(page).getByRole("link", { name: labels.logo }).focus();
    await expect(header(page)).toHaveAttribute("data-visible", "true");
  });

  test("scrolling down closes the open mobile menu, without locking page scroll @mobile", async ({
    page,
  }) => {
    await page.goto(pages.home);
    await makeScrollable(page);
    await menuToggle(page, labels).click();
    await expect(mobileMenu(page)).toBeVisible();
    await scrollToY(page, 300);
    await expect(mobileMenu(page)).toBeHidden();
    expect(await menuExpanded(page, labels)).toBe(false);
  });
});
