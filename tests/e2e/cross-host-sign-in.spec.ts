import type { BrowserContext, Page } from "@playwright/test";
import { LOCAL_SITE_URL } from "../../scripts/local/local-hosts.mjs";
import { expect, test } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";
import { createEmulatorUser } from "./support/auth-driver";
import { E2E_APP_URL } from "./support/env";
import {
  HEADER_LOCALES,
  desktopCta,
  header,
  headerLabels,
  menuToggle,
  signInLink,
  type HeaderLabels,
} from "./support/header";
import { expectHydrated, holdScripts } from "./support/held-scripts";
import { openStandInApp } from "./support/stand-in-app";

// The app on its own subdomain, as the spec lays it out: the site on gigloom.localhost, the
// stand-in app on app.gigloom.localhost, the cookie on their parent domain. Firebase on the
// site's origin never sees the app's user, so only the cookie can tell the header.
const siteUrl = (path: string) => `${LOCAL_SITE_URL}${path}`;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

async function expectSignedInLabels(page: Page, labels: HeaderLabels) {
  await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.dashboard);
  await expect(signInLink(page, labels)).toBeHidden();
}

async function expectSignedOutLabels(page: Page, labels: HeaderLabels) {
  await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.joinNow);
  await expect(signInLink(page, labels)).toBeVisible();
}

/**
 * A user signed in on the stand-in app host, and the site's home in `labels`' language open in
 * `page` once Firebase has reported.
 */
async function signedInOnAppWithSiteOpen(
  page: Page,
  context: BrowserContext,
  labels: HeaderLabels,
) {
  const app = await openStandInApp(context);
  const user = await createEmulatorUser();
  await app.signIn(user);
  await page.goto(siteUrl(labels.pages.home));
  await expectAuthChecked(page);
  await expectSignedInLabels(page, labels);
  return { app, user };
}

type ShiftRecord = { authAtParse?: string; shifts: { value: number; moved: string[] }[] };

/**
 * Records the sign-in state at the end of parsing and every layout shift, from the start, with
 * what moved and from where to where, so a failure names the element.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as ShiftRecord;
    record.shifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    const describe = (node?: Node) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()} class="${node.className}">${node.textContent?.slice(0, 40)}`
        : String(node?.textContent ?? node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        record.shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (source) =>
              `${describe(source.node)}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("DOMContentLoaded", () => {
      record.authAtParse = document.documentElement.dataset.auth;
    });
  });
  return {
    authAtParse: () => page.evaluate(() => (window as unknown as ShiftRecord).authAtParse),
    shifts: () => page.evaluate(() => (window as unknown as ShiftRecord).shifts),
  };
}

// What a language changes, the labels and their widths, on each language's home: the spec's
// labels in English, the messages file's in the others.
for (const labels of HEADER_LOCALES) {
  const { pages } = labels;

  test.describe(`header in ${labels.locale}`, () => {
    test.describe(`with the site's scripts held back, in ${labels.locale}`, () => {
      test.use({ waitForHydration: false });

      test(`signed in on the app host: the first paint reads ${labels.dashboard} with no ${labels.signIn}, and nothing moves once the scripts run @desktop`, async ({
        page,
        context,
      }) => {
        const app = await openStandInApp(context);
        await app.signIn(await createEmulatorUser());

        const release = await holdScripts(page);
        const firstPaint = await watchFirstPaint(page);

        await page.goto(siteUrl(pages.home), { waitUntil: "domcontentloaded" });
        await expect.poll(firstPaint.authAtParse).toBe("in");
        await expectSignedInLabels(page, labels);
        expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

        release();
        await expectHydrated(page);
        // Firebase on the site's origin reports no user; that must not hide the app's sign-in.
        await expectAuthChecked(page);
        await expectSignedInLabels(page, labels);
        expect(await firstPaint.shifts()).toEqual([]);
      });
    });

    test.describe(`on a phone, in ${labels.locale}`, () => {
      const phoneSignIn = (page: Page) =>
        header(page).getByRole("link", { name: labels.phoneSignIn, exact: true });
      const phoneDashboard = (page: Page) =>
        header(page).getByRole("link", { name: labels.dashboard, exact: true });

      /** What sticks out of the header bar, or past the screen's edge: nothing, at any width. */
      const overflow = (page: Page) =>
        header(page).evaluate((bar) => {
          const { right } = bar.getBoundingClientRect();
          const out = [...bar.querySelectorAll("a, button, img")].filter((node) => {
            const box = node.getBoundingClientRect();
            return box.width > 0 && (box.right > Math.min(right, innerWidth) + 0.5 || box.left < 0);
          });
          return {
            out: out.map((node) => node.outerHTML.slice(0, 60)),
            scroll: document.documentElement.scrollWidth - innerWidth,
          };
        });

      for (const width of [320, 390]) {
        test(`signed in on the app host, at ${width} px: no ${labels.phoneSignIn}, a ${labels.dashboard} link to the app, one line, no shift @mobile`, async ({
          page,
          context,
        }) => {
          await page.setViewportSize({ width, height: 740 });
          const app = await openStandInApp(context);
          await app.signIn(await createEmulatorUser());
          const firstPaint = await watchFirstPaint(page);

          await page.goto(siteUrl(pages.home));
          await expect.poll(firstPaint.authAtParse).toBe("in");
          await expect(phoneSignIn(page)).toBeHidden();
          await expect(phoneDashboard(page)).toBeVisible();
          await expect(phoneDashboard(page)).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
          await expectAuthChecked(page);
          await expect(phoneDashboard(page)).toBeVisible();

          // On one line with the logo and the toggle, inside the screen.
          const logo = (await header(page).getByRole("link", { name: labels.logo }).boundingBox())!;
          const dashboard = (await phoneDashboard(page).boundingBox())!;
          const toggle = (await menuToggle(page, labels).boundingBox())!;
          expect(logo.width).toBeCloseTo(150, 0);
          expect(dashboard.x).toBeGreaterThanOrEqual(logo.x + logo.width);
          expect(toggle.x).toBeGreaterThanOrEqual(dashboard.x + dashboard.width);
          expect(
            Math.abs(dashboard.y + dashboard.height / 2 - (toggle.y + toggle.height / 2)),
          ).toBeLessThan(2);
          expect(await overflow(page)).toEqual({ out: [], scroll: 0 });
          expect(await firstPaint.shifts()).toEqual([]);

          // By keyboard: Tab from the logo reaches the app link, then the menu toggle; never sign-in.
          await header(page).getByRole("link", { name: labels.logo }).focus();
          await page.keyboard.press("Tab");
          await expect(phoneDashboard(page)).toBeFocused();
          await page.keyboard.press("Tab");
          await expect(menuToggle(page, labels)).toBeFocused();

          // Signing out in the app's tab turns it back into the sign-in link, live, moving nothing.
          await app.signOut();
          await expect(phoneSignIn(page)).toBeVisible();
          await expect(phoneDashboard(page)).toBeHidden();
          expect(await overflow(page)).toEqual({ out: [], scroll: 0 });
          expect(await firstPaint.shifts()).toEqual([]);
        });
      }

      test(`signed out: ${labels.phoneSignIn}, and no ${labels.dashboard} @mobile`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(siteUrl(pages.home));
        await expectAuthChecked(page);
        await expect(phoneSignIn(page)).toBeVisible();
        await expect(phoneSignIn(page)).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
        await expect(phoneDashboard(page)).toBeHidden();
        expect(await overflow(page)).toEqual({ out: [], scroll: 0 });
      });
    });
  });
}

// The cookie's rule and the live updates, on the English home: the same code runs in every
// language, whose words the tests above check at first paint and after the scripts.
test.describe("the header, kept in step with the app's cookie", () => {
  const labels = headerLabels("en");
  const { pages } = labels;

  test(`never signed in, or a cookie whose value is not exactly 1: ${labels.signIn} and ${labels.joinNow}, from the first paint on @desktop`, async ({
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
          await page.goto(siteUrl(pages.home));
          await expect.poll(firstPaint.authAtParse).toBe("out");
          await expectSignedOutLabels(page, labels);
          await expectAuthChecked(page);
          await expectSignedOutLabels(page, labels);
        },
      );
    }
  });

  test(`signing out on the app host flips an open site tab to ${labels.signIn} and ${labels.joinNow} without a reload, and back @desktop`, async ({
    page,
    context,
  }) => {
    const { app, user } = await signedInOnAppWithSiteOpen(page, context, labels);
    let loads = 0;
    page.on("load", () => loads++);

    await app.signOut();
    await expectSignedOutLabels(page, labels);
    await app.signIn(user);
    await expectSignedInLabels(page, labels);
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
      const { app, user } = await signedInOnAppWithSiteOpen(page, context, labels);

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
          await expectSignedInLabels(page, labels);
          await page.evaluate(event);
          await expectSignedOutLabels(page, labels);
          await app.signIn(user);
          await page.evaluate(event);
          await expectSignedInLabels(page, labels);
        });
      }
    });
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

  await page.goto(siteUrl("/"));
  await expectAuthChecked(page);
  for (const tab of [page, app.page]) {
    const visible = await tab.evaluate(() => document.cookie);
    expect(visible).toBe("gigloom_signed_in=1");
  }
});
