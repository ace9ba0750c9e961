import type { Page } from "@playwright/test";
import { CONSENT_KEY } from "@/lib/consent/stored-answer.mjs";
import { test, expect } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { expectAuthChecked } from "./support/auth-checked";
import { menuToggle } from "./support/header";
import { recordLayoutShifts } from "./support/layout-shifts";
import { expectHydrated, holdScripts } from "./support/held-scripts";

/** Any request to Google Analytics, Tag Manager, Firebase Installations or its Analytics config. */
const ANALYTICS_REQUEST =
  /google-analytics\.com|googletagmanager\.com|firebaseinstallations\.googleapis\.com|firebase\.googleapis\.com\/.*analytics|firebase\.googleapis\.com\/v1alpha\/projects\/-\/apps\/[^/]+\/webConfig/;

/**
 * Watches everything the page fetches. In demo mode Analytics has no endpoint to call, so the
 * tests also watch for the Firebase Analytics module itself: it must not even be downloaded
 * before the visitor accepts.
 */
function watchAnalytics(page: Page) {
  const seen = { requests: [] as string[], analyticsModule: false };
  page.on("request", (request) => {
    if (ANALYTICS_REQUEST.test(request.url())) seen.requests.push(request.url());
  });
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    const body = await response.text().catch(() => "");
    // The gtag loader URL is in the Analytics SDK alone (@firebase/app names every package).
    if (body.includes("googletagmanager.com/gtag/js")) seen.analyticsModule = true;
  });
  return seen;
}

const banner = (page: Page) => page.getByRole("region", { name: "Analytics cookies" });
const accept = (page: Page) => banner(page).getByRole("button", { name: "Accept analytics" });
const reject = (page: Page) => banner(page).getByRole("button", { name: "Reject" });
const cookieSettings = (page: Page) => page.getByRole("button", { name: "Cookie settings" });

/** Firebase Auth has loaded and reported: the page's own lazy work is done. */
async function settled(page: Page) {
  await expectAuthChecked(page);
  await page.waitForLoadState("networkidle");
}

test("nothing of Analytics loads before consent, and a reject keeps it that way @desktop", async ({
  page,
}) => {
  const seen = watchAnalytics(page);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await settled(page);
  expect(seen).toEqual({ requests: [], analyticsModule: false });

  await reject(page).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await settled(page);
  await expect(banner(page)).toBeHidden();
  expect(seen).toEqual({ requests: [], analyticsModule: false });
});

test("accepting loads Analytics, and it keeps loading on later visits without asking @desktop", async ({
  page,
}) => {
  const seen = watchAnalytics(page);
  await page.goto("/pricing");
  await settled(page);
  expect(seen.analyticsModule).toBe(false);

  await accept(page).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.analyticsModule).toBe(true);

  seen.analyticsModule = false;
  await page.reload();
  await settled(page);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.analyticsModule).toBe(true);
  // Demo mode has no Analytics endpoint: even after consent nothing leaves for Google.
  expect(seen.requests).toEqual([]);
});

test("the banner is usable with the keyboard alone, both answers alike @desktop", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(banner(page)).toBeVisible();
  // The banner ends the page's tab order, after the footer.
  await page.keyboard.press("Shift+Tab");
  await expect(accept(page)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(reject(page)).toBeFocused();
  const look = async (button: ReturnType<typeof accept>) =>
    button.evaluate((node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      return [
        style.backgroundColor,
        style.color,
        style.fontSize,
        style.fontWeight,
        box.width,
        box.height,
      ];
    });
  expect(await look(reject(page))).toEqual(await look(accept(page)));

  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();

  // "Cookie settings" in the footer reopens it, moves focus into it and back afterwards.
  await cookieSettings(page).focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(reject(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(accept(page)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(banner(page)).toBeHidden();
  await expect(cookieSettings(page)).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("gigloom:analytics-consent"))).toBe(
    "granted",
  );
});

test("the banner is axe-clean, covers nothing at the end of the page and shifts nothing", async ({
  page,
}) => {
  const layoutShifts = await recordLayoutShifts(page);
  await page.goto("/contact");
  await expect(banner(page)).toBeVisible();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutShifts()).toEqual([]);

  // Scrolled to the very end, the footer's last line is above the banner, not under it.
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
  );
  const footerBottom = await page
    .locator("footer")
    .evaluate((node) => node.getBoundingClientRect().bottom);
  const bannerTop = await banner(page).evaluate((node) => node.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
});

test("the open mobile menu covers the banner and makes it unreachable @mobile", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await menuToggle(page).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(banner(page)).toHaveJSProperty("inert", true);
});

test.describe("before any script has run", () => {
  // The page's scripts are held back: what shows is the static HTML and the inline hint alone.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/], waitForHydration: false });

  test("the question is there at first paint, and only for a visitor who has not answered", async ({
    page,
  }) => {
    await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
    await page.goto("/privacy");
    await expect(banner(page)).toBeVisible();

    await page.evaluate((key) => localStorage.setItem(key, "denied"), CONSENT_KEY);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  for (const [answer, analyticsLoads] of [
    ["Accept analytics", true],
    ["Reject", false],
  ] as const) {
    test(`"${answer}" works before hydration, and the hydrated page honours it @desktop`, async ({
      page,
    }) => {
      const seen = watchAnalytics(page);
      const release = await holdScripts(page);
      await page.goto("/pricing", { waitUntil: "domcontentloaded" });
      await banner(page).getByRole("button", { name: answer }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe(
        analyticsLoads ? "granted" : "denied",
      );

      release();
      await expectHydrated(page);
      await settled(page);
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => seen.analyticsModule).toBe(analyticsLoads);
      // Still answered on the next visit: the question is not asked again.
      await page.reload();
      await settled(page);
      await expect(banner(page)).toBeHidden();
    });
  }
});

test.describe("Cookie settings before hydration", () => {
  test.use({ waitForHydration: false });

  test("asks again at once, and the question stays open and usable once the page hydrates @desktop", async ({
    page,
  }) => {
    const seen = watchAnalytics(page);
    await page.addInitScript((key) => localStorage.setItem(key, "denied"), CONSENT_KEY);
    const release = await holdScripts(page);
    await page.goto("/privacy", { waitUntil: "domcontentloaded" });
    await expect(banner(page)).toBeHidden();
    await cookieSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();

    release();
    await expectHydrated(page);
    await settled(page);
    await expect(banner(page)).toBeVisible();
    expect(seen.analyticsModule).toBe(false);
    await accept(page).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => seen.analyticsModule).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe("granted");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing is asked: Analytics could not run anyway @desktop", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});
