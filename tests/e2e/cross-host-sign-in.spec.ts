import type { BrowserContext, Page } from "@playwright/test";
import { LOCAL_SITE_URL } from "../../scripts/lib/local-hosts.mjs";
import { expect, test } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";
import { createEmulatorUser } from "./support/auth-driver";
import { desktopCta, signInLink } from "./support/header";
import { expectHydrated, holdScripts } from "./support/held-scripts";
import { openStandInApp } from "./support/stand-in-app";

// The app on its own subdomain, as the spec lays it out: the site on gigloom.localhost, the
// stand-in app on app.gigloom.localhost, the cookie on their parent domain. Firebase on the
// site's origin never sees the app's user, so only the cookie can tell the header.
const SITE = `${LOCAL_SITE_URL}/`;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

async function expectSignedInLabels(page: Page) {
  await expect(desktopCta(page)).toHaveAccessibleName("Dashboard");
  await expect(signInLink(page)).toBeHidden();
}

async function expectSignedOutLabels(page: Page) {
  await expect(desktopCta(page)).toHaveAccessibleName("Join Now");
  await expect(signInLink(page)).toBeVisible();
}

/** A user signed in on the stand-in app host, and the site open in `page` once Firebase has reported. */
async function signedInOnAppWithSiteOpen(page: Page, context: BrowserContext) {
  const app = await openStandInApp(context);
  const user = await createEmulatorUser();
  await app.signIn(user);
  await page.goto(SITE);
  await expectAuthChecked(page);
  await expectSignedInLabels(page);
  return { app, user };
}

/** Records the sign-in state at the end of parsing and every layout shift, from the start. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { authAtParse?: string; shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("DOMContentLoaded", () => {
      record.authAtParse = document.documentElement.dataset.auth;
    });
  });
  return {
    authAtParse: () => page.evaluate(() => (window as { authAtParse?: string }).authAtParse),
    shifts: () => page.evaluate(() => (window as unknown as { shifts: number }).shifts),
  };
}

test.describe("with the site's scripts held back", () => {
  test.use({ waitForHydration: false });

  test("signed in on the app host: the first paint reads Dashboard with no Sign in, and nothing moves once the scripts run @desktop", async ({
    page,
    context,
  }) => {
    const app = await openStandInApp(context);
    await app.signIn(await createEmulatorUser());

    const release = await holdScripts(page);
    const firstPaint = await watchFirstPaint(page);

    await page.goto(SITE, { waitUntil: "domcontentloaded" });
    await expect.poll(firstPaint.authAtParse).toBe("in");
    await expectSignedInLabels(page);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    release();
    await expectHydrated(page);
    // Firebase on the site's origin reports no user; that must not hide the app's sign-in.
    await expectAuthChecked(page);
    await expectSignedInLabels(page);
    expect(await firstPaint.shifts()).toBe(0);
  });
});

test("never signed in, or a cookie whose value is not exactly 1: Sign in and Join Now, from the first paint on @desktop", async ({
  page,
  context,
}) => {
  const firstPaint = await watchFirstPaint(page);
  for (const value of [undefined, "0", "true", "yes", "11", "%31", ""]) {
    await test.step(
      value === undefined ? "no cookie" : `value ${JSON.stringify(value)}`,
      async () => {
        await context.clearCookies();
        if (value !== undefined) {
          await context.addCookies([
            { name: "gigloom_signed_in", value, domain: ".gigloom.localhost", path: "/" },
          ]);
        }
        await page.goto(SITE);
        await expect.poll(firstPaint.authAtParse).toBe("out");
        await expectSignedOutLabels(page);
        await expectAuthChecked(page);
        await expectSignedOutLabels(page);
      },
    );
  }
});

test("signing out on the app host flips an open site tab to Sign in and Join Now without a reload, and back @desktop", async ({
  page,
  context,
}) => {
  const { app, user } = await signedInOnAppWithSiteOpen(page, context);
  let loads = 0;
  page.on("load", () => loads++);

  await app.signOut();
  await expectSignedOutLabels(page);
  await app.signIn(user);
  await expectSignedInLabels(page);
  expect(loads).toBe(0);
});

test.describe("where the browser has no cookieStore", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // Chromium defines it on the window itself, in secure contexts.
      delete (window as { cookieStore?: unknown }).cookieStore;
    });
  });

  test("the header catches up when the tab is focused, shown again or restored @desktop", async ({
    page,
    context,
  }) => {
    const { app, user } = await signedInOnAppWithSiteOpen(page, context);

    // Headless Chromium never hides or blurs a tab, so the test sends what a browser sends
    // when the visitor comes back to it.
    const comeBack = {
      focus: () => window.dispatchEvent(new Event("focus")),
      visibilitychange: () => document.dispatchEvent(new Event("visibilitychange")),
      pageshow: () =>
        window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })),
    };
    for (const [name, event] of Object.entries(comeBack)) {
      await test.step(name, async () => {
        await app.signOut();
        // Nothing tells this tab of the change until the visitor comes back to it.
        await page.waitForTimeout(300);
        await expectSignedInLabels(page);
        await page.evaluate(event);
        await expectSignedOutLabels(page);
        await app.signIn(user);
        await page.evaluate(event);
        await expectSignedInLabels(page);
      });
    }
  });
});

test("the app's cookie holds only 1, on the parent domain, and no token reaches document.cookie @desktop", async ({
  page,
  context,
}) => {
  const app = await openStandInApp(context);
  const user = await createEmulatorUser();
  await app.signIn(user);

  const cookies = await context.cookies();
  expect(cookies).toEqual([
    expect.objectContaining({
      name: "gigloom_signed_in",
      value: "1",
      domain: ".gigloom.localhost",
      path: "/",
      secure: true,
      sameSite: "Lax",
    }),
  ]);
  expect(cookies[0]!.expires - Date.now() / 1000).toBeGreaterThan(THIRTY_DAYS_S - 60);
  expect(cookies[0]!.expires - Date.now() / 1000).toBeLessThanOrEqual(THIRTY_DAYS_S);

  await page.goto(SITE);
  await expectAuthChecked(page);
  for (const tab of [page, app.page]) {
    const visible = await tab.evaluate(() => document.cookie);
    expect(visible).toBe("gigloom_signed_in=1");
  }
});
