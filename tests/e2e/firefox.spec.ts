import type { Browser, Page } from "puppeteer-core";
import { MOBILE_SCROLL_THRESHOLD } from "@/lib/header/scroll-rule";
import { expect, test } from "@playwright/test";
import { cardShowsPrice, keepThePage, PRICES, shownPhoneAppLinks } from "./support/engine-checks";
import {
  AUTH_DRIVER_TARGET,
  authDriverScript,
  createEmulatorUser,
  type AuthDriverPage,
} from "./support/auth-driver";
import { launchFirefox, openPhoneWindow, openWithoutPageScripts } from "./support/firefox";

/**
 * The same site in a second engine. Firefox ESR has the popover API and `:has()` but not
 * invoker commands (`commandfor`), so it proves the menu does not lean on Chromium alone.
 * Run once, in the mobile project: it opens its own phone-sized Firefox window.
 */
test.describe("in Firefox @mobile", () => {
  test.describe.configure({ mode: "serial" });
  let firefox: Browser;
  test.beforeAll(async () => {
    firefox = await launchFirefox();
  });
  test.afterAll(async () => {
    await firefox?.close();
  });

  const TOGGLE = "[aria-controls=mobile-menu]";
  const menuOpen = (page: Page) =>
    page.evaluate(() => document.getElementById("mobile-menu")!.matches(":popover-open"));
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute("aria-label") ?? active?.textContent?.trim();
    });
  const hydrated = (page: Page) =>
    page.waitForSelector("html[data-hydrated=true]", { timeout: 20_000 });

  test("before any script has run, the toggle opens the menu and Escape closes it", async ({
    baseURL,
  }) => {
    const { page, errors } = await openWithoutPageScripts(firefox, `${baseURL}/`);
    expect(await page.evaluate(() => innerWidth)).toBe(390);
    expect(await page.$("html[data-hydrated]")).toBeNull();

    await page.click(TOGGLE);
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menuOpen(page)).toBe(false);
    expect(await focusedLabel(page)).toBe("Menu");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("hydrated: focus moves into the menu, Escape returns it, a link closes it, and scrolling down closes it", async ({
    baseURL,
  }) => {
    const { page, errors } = await openPhoneWindow(firefox, `${baseURL}/`);
    await hydrated(page);
    await page.click(TOGGLE);
    expect(await menuOpen(page)).toBe(true);
    expect(await focusedLabel(page)).toBe("Pricing");
    expect(await page.evaluate(() => document.querySelector("main")!.inert)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menuOpen(page)).toBe(false);
    expect(await focusedLabel(page)).toBe("Menu");

    await page.click(TOGGLE);
    await page.click("#mobile-menu a[href='/blog']");
    await page.waitForFunction(() => location.pathname === "/blog");
    expect(await menuOpen(page)).toBe(false);

    await page.evaluate(() => (document.querySelector("main")!.style.minHeight = "400vh"));
    await page.click(TOGGLE);
    await page.evaluate((y) => window.scrollTo(0, y), MOBILE_SCROLL_THRESHOLD + 200);
    await page.waitForFunction(
      () => !document.getElementById("mobile-menu")!.matches(":popover-open"),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  test("signed in (the app's cookie set), the phone header shows Dashboard in place of Sign In, inside the screen", async ({
    baseURL,
  }) => {
    const { page, errors } = await openPhoneWindow(firefox, `${baseURL}/`);
    await hydrated(page);
    const phoneLinks = () => page.evaluate(shownPhoneAppLinks);
    expect(await phoneLinks()).toEqual({ names: ["Sign In"], out: false });

    // As the app writes it; Firefox keeps it for the site's own host here.
    await page.evaluate(() => (document.cookie = "gigloom_signed_in=1; path=/"));
    await page.reload();
    await hydrated(page);
    expect(await phoneLinks()).toEqual({ names: ["Dashboard"], out: false });
    expect(errors).toEqual([]);
    await page.evaluate(() => (document.cookie = "gigloom_signed_in=; path=/; max-age=0"));
    await page.close();
  });

  test("signed in and out with Firebase on this origin, the header follows without a reload: Auth runs in its worker", async ({
    baseURL,
  }) => {
    const user = await createEmulatorUser();
    const { page, errors } = await openPhoneWindow(firefox, `${baseURL}/`);
    const reads = (state: "in" | "out") =>
      page.waitForSelector(`html[data-auth-checked=true][data-auth=${state}]`, { timeout: 20_000 });
    await reads("out");
    // The real SDK in the page itself, as the app on this origin would sign in.
    await page.evaluate(await authDriverScript());
    await page.evaluate(
      (target, email, password) =>
        (window as unknown as AuthDriverPage).authDriver.signIn(...target, email, password),
      AUTH_DRIVER_TARGET,
      user.email,
      user.password,
    );
    await reads("in");
    expect(await page.evaluate(shownPhoneAppLinks)).toEqual({ names: ["Dashboard"], out: false });
    await page.evaluate(
      (target) => (window as unknown as AuthDriverPage).authDriver.signOut(...target),
      AUTH_DRIVER_TARGET,
    );
    await reads("out");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the header hides on scroll down past the threshold and shows again on scroll up", async ({
    baseURL,
  }) => {
    const { page, errors } = await openPhoneWindow(firefox, `${baseURL}/blog`);
    await hydrated(page);
    await page.evaluate(() => (document.querySelector("main")!.style.minHeight = "400vh"));
    const headerVisible = () =>
      page.evaluate(() => document.querySelector("body > header")!.getAttribute("data-visible"));

    await page.evaluate((y) => window.scrollTo(0, y), MOBILE_SCROLL_THRESHOLD + 200);
    await page.waitForFunction(
      () => document.querySelector("body > header")!.getAttribute("data-visible") === "false",
    );
    await page.evaluate((y) => window.scrollTo(0, y), MOBILE_SCROLL_THRESHOLD);
    await page.waitForFunction(
      () => document.querySelector("body > header")!.getAttribute("data-visible") === "true",
    );
    expect(await headerVisible()).toBe("true");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a sign-up link chosen after a campaign landing carries the campaign and its placement", async ({
    baseURL,
  }) => {
    const { page, errors } = await openPhoneWindow(
      firefox,
      `${baseURL}/pricing?utm_source=firefox&utm_campaign=engines`,
    );
    await page.waitForSelector("html[data-interactions=listening]", { timeout: 20_000 });
    await page.evaluate(keepThePage);
    const join = "main a[data-placement=cta-band]";
    await page.click(join);
    const href = await page.$eval(join, (link) => (link as HTMLAnchorElement).href);
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      utm_source: "firefox",
      utm_campaign: "engines",
      landing_path: "/pricing",
      placement: "cta-band",
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the search page finds a post by a word of its body, with Pagefind's WebAssembly", async ({
    baseURL,
  }) => {
    const { page, errors } = await openPhoneWindow(firefox, `${baseURL}/search`);
    await hydrated(page);
    await page.type("#search-box", "adjectives");
    const result = await page.waitForSelector("main ol a[data-result]", { timeout: 20_000 });
    expect(await result!.evaluate((link) => link.getAttribute("href"))).toBe(
      "/blog/how-to-brief-a-creator",
    );
    // The words live in the history entry, where Back and a reload find them, never in the
    // address that Analytics and the next page's referrer would read.
    await page.waitForFunction(
      () => (history.state as { term?: string } | null)?.term === "adjectives",
    );
    expect(await page.evaluate(() => location.search)).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("before the page's scripts have run, words typed into the search box find their results", async ({
    baseURL,
  }) => {
    const { page, errors } = await openWithoutPageScripts(firefox, `${baseURL}/search`);
    await page.waitForFunction(() => document.activeElement?.id === "search-box");
    await page.keyboard.type("adjectives");
    // The search page's own script drew them (lib/search/search-before-hydration.mjs), under
    // the page's CSP: React never ran.
    const result = await page.waitForSelector("main ol a[data-result]", { timeout: 20_000 });
    expect(await result!.evaluate((link) => link.getAttribute("href"))).toBe(
      "/blog/how-to-brief-a-creator",
    );
    expect(await page.$("html[data-hydrated]")).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the pricing switch changes the prices shown", async ({ baseURL }) => {
    const { page, errors } = await openPhoneWindow(firefox, `${baseURL}/pricing`);
    await hydrated(page);
    for (const { period, plans } of PRICES) {
      if (period === "annual") await page.click("label:has(#billing-annual)");
      for (const { name, shown, hidden } of plans) {
        const where = `${name}, ${period}`;
        expect(await page.evaluate(cardShowsPrice, name, shown), where).toBe(true);
        expect(await page.evaluate(cardShowsPrice, name, hidden), where).toBe(false);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
