import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { E2E_APP_URL } from "./support/env";
import { routes, siteConfig } from "@/config/site";
import { localeOfPath } from "@/i18n/counterparts";
import {
  HEADER_LOCALES,
  header,
  headerLabels,
  menuExpanded,
  menuToggle,
  mobileMenu,
} from "./support/header";
import { builtOf } from "./support/site-routes";
import { expectHydrated, holdScripts } from "./support/held-scripts";

// The menu's behaviour, on the English pages: the same code runs in every language, whose
// words and paths the test after these checks.
const labels = headerLabels("en");
const { pages } = labels;

test.describe("mobile menu @mobile", () => {
  test("the toggle opens and closes it", async ({ page }) => {
    await page.goto(pages.home);
    await expect(mobileMenu(page)).toBeHidden();
    await menuToggle(page, labels).click();
    await expect(mobileMenu(page)).toBeVisible();
    expect(await menuExpanded(page, labels)).toBe(true);
    // Full screen: it covers the viewport below the header bar, once its entry has finished
    // (mid-transition it is still sliding into place).
    await mobileMenu(page).evaluate((menu) =>
      Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = (await mobileMenu(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBe(viewport.width);
    expect(box.y + box.height).toBe(viewport.height);

    await menuToggle(page, labels).click();
    await expect(mobileMenu(page)).toBeHidden();
    expect(await menuExpanded(page, labels)).toBe(false);
  });

  test("its toggle shows a cross while it is open, and the header bar turns white", async ({
    page,
  }) => {
    await page.goto(pages.home);
    /** Which of the toggle's two drawings is on screen, and the bar's background. */
    const looks = () =>
      page.evaluate(() => {
        const header = document.querySelector("body > header")!;
        const [bars, cross] = [...header.querySelectorAll("[aria-controls=mobile-menu] path")];
        return {
          icon: bars!.checkVisibility() ? "bars" : cross!.checkVisibility() ? "cross" : "none",
          background: getComputedStyle(header).backgroundColor,
        };
      });
    expect(await looks()).toEqual({ icon: "bars", background: "rgba(0, 0, 0, 0)" });
    await menuToggle(page, labels).click();
    await expect.poll(looks).toEqual({ icon: "cross", background: "rgb(255, 255, 255)" });
    await menuToggle(page, labels).click();
    await expect.poll(looks).toEqual({ icon: "bars", background: "rgba(0, 0, 0, 0)" });
  });

  test("choosing a link closes it and navigates", async ({ page }) => {
    await page.goto(pages.home);
    await menuToggle(page, labels).click();
    await mobileMenu(page).getByRole("link", { name: labels.nav[2]!.name, exact: true }).click();
    await expect(page).toHaveURL(pages.blog);
    await expect(mobileMenu(page)).toBeHidden();
    expect(await menuExpanded(page, labels)).toBe(false);

    await menuToggle(page, labels).click();
    await mobileMenu(page)
      .getByRole("link", { name: labels.caseStudies, exact: true })
      .last()
      .click();
    await expect(page).toHaveURL(pages.caseStudies);
    await expect(mobileMenu(page)).toBeHidden();
  });

  test("Escape closes it and returns focus to the toggle", async ({ page }) => {
    await page.goto(pages.home);
    await menuToggle(page, labels).click();
    await expect(
      mobileMenu(page).getByRole("link", { name: labels.nav[0]!.name, exact: true }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuToggle(page, labels)).toBeFocused();
  });

  test("keyboard focus moves into the menu and stays there", async ({ page }) => {
    await page.goto(pages.home);
    await menuToggle(page, labels).focus();
    await page.keyboard.press("Enter");
    await expect(mobileMenu(page).getByRole("link").first()).toBeFocused();

    const cycle = [
      ...labels.nav.map((item) => item.name),
      labels.search,
      labels.caseStudies,
      labels.joinAsBrand,
    ];
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "";
      });
    const seen: string[] = [await focusedName()];
    for (let step = 0; step < cycle.length + 1; step += 1) {
      await page.keyboard.press("Tab");
      seen.push(await focusedName());
    }
    // After the last button, focus wraps to the toggle, then back into the menu.
    expect(seen).toEqual([...cycle, labels.menu, labels.nav[0]!.name]);

    await page.keyboard.press("Shift+Tab");
    await expect(menuToggle(page, labels)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(
      mobileMenu(page).getByRole("link", { name: labels.joinAsBrand, exact: true }),
    ).toBeFocused();
  });

  test("the rest of the page is inert while it is open", async ({ page }) => {
    await page.goto(pages.home);
    await menuToggle(page, labels).click();
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
    await expect(page.locator("footer")).toHaveJSProperty("inert", true);
    await menuToggle(page, labels).click();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
    await expect(page.locator("footer")).toHaveJSProperty("inert", false);
  });

  test("widening the window to desktop closes it", async ({ page }) => {
    await page.goto(pages.home);
    await menuToggle(page, labels).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(mobileMenu(page)).toBeHidden();
    expect(await menuExpanded(page, labels)).toBe(false);
  });

  test(`offers ${labels.caseStudies} and ${labels.joinAsBrand} outside the creator page`, async ({
    page,
  }) => {
    await page.goto(pages.home);
    await menuToggle(page, labels).click();
    const actions = mobileMenu(page).locator("nav ~ div").getByRole("link");
    await expect(actions).toHaveText([labels.caseStudies, labels.joinAsBrand]);
    await expect(actions.nth(0)).toHaveAttribute("href", pages.caseStudies);
    await expect(actions.nth(1)).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
  });

  test("animates in and out, and not at all under reduced motion", async ({ page }) => {
    await page.goto(pages.home);
    // Opacity one frame after a click: mid-fade when animated, final at once when not.
    const opacityOneFrameAfterToggle = () =>
      page.evaluate(async () => {
        const toggle = document.querySelector<HTMLButtonElement>("[aria-controls=mobile-menu]")!;
        toggle.click();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return Number(getComputedStyle(document.getElementById("mobile-menu")!).opacity);
      });

    expect(await opacityOneFrameAfterToggle()).toBeLessThan(1);
    await expect(mobileMenu(page)).toHaveCSS("opacity", "1");
    expect(await opacityOneFrameAfterToggle()).toBeGreaterThan(0);
    await expect(mobileMenu(page)).toBeHidden();

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await opacityOneFrameAfterToggle()).toBe(1);
    expect(await opacityOneFrameAfterToggle()).toBe(0);
    await expect(header(page)).toHaveCSS("transition-property", "none");
  });
});

test.describe("before the page's scripts have run @mobile", () => {
  test.use({ waitForHydration: false });

  /** The home page with its scripts held back and its menu opened; returns their release. */
  const openBeforeHydration = async (page: Page) => {
    const release = await holdScripts(page);
    await page.goto(pages.home, { waitUntil: "domcontentloaded" });
    await menuToggle(page, labels).click();
    await expect(mobileMenu(page)).toBeVisible();
    return release;
  };

  test("the toggle opens the menu at first paint, Escape closes it, and hydration takes over an open menu", async ({
    page,
  }) => {
    const release = await openBeforeHydration(page);
    expect(await menuExpanded(page, labels)).toBe(true);
    await expect(mobileMenu(page).locator("nav ~ div").getByRole("link")).toHaveText([
      labels.caseStudies,
      labels.joinAsBrand,
    ]);
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    expect(await menuExpanded(page, labels)).toBe(false);
    await expect(menuToggle(page, labels)).toBeFocused();

    // Opened before hydration, it gets the hydrated behaviour once the scripts run.
    await menuToggle(page, labels).click();
    await expect(mobileMenu(page)).toBeVisible();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    release();
    await expectHydrated(page);
    await expect(mobileMenu(page)).toBeVisible();
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
    await menuToggle(page, labels).click();
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
  });

  test("a menu opened, then widened to desktop, before hydration is closed at hydration", async ({
    page,
  }) => {
    const release = await openBeforeHydration(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    release();
    await expectHydrated(page);
    // The widening came before any listener: hydration sees the width and closes it.
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(mobileMenu(page)).toBeHidden();
    expect(await menuExpanded(page, labels)).toBe(false);
  });
});

for (const translated of HEADER_LOCALES.filter((other) => other.locale !== labels.locale)) {
  test(`the menu in ${translated.locale}: its toggle, links and buttons in that language, to that language's pages @mobile`, async ({
    page,
  }) => {
    await page.goto(translated.pages.home);
    await menuToggle(page, translated).click();
    const navigation = mobileMenu(page).getByRole("navigation", {
      name: translated.mobileNavLabel,
    });
    await expect(navigation).toBeVisible();
    const links = mobileMenu(page).getByRole("link");
    await expect(links).toHaveText([
      ...translated.nav.map((item) => item.name),
      translated.search,
      translated.caseStudies,
      translated.joinAsBrand,
    ]);
    for (const [index, item] of translated.nav.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", item.href);
    }
    await expect(links.nth(translated.nav.length)).toHaveAttribute("href", translated.pages.search);
    await expect(links.nth(translated.nav.length + 1)).toHaveAttribute(
      "href",
      translated.pages.caseStudies,
    );
    await expect(links.nth(translated.nav.length + 2)).toHaveAttribute(
      "href",
      `${E2E_APP_URL}/signup`,
    );
  });
}

// The creator variant, on each language's creator page the build has (siteConfig.creatorPaths):
// English's always, another language's once its page exists.
const creatorPages = () => {
  const pages = builtOf(siteConfig.creatorPaths);
  expect(pages, "the English creator page is built").toContain(routes.creators);
  return pages.map((path) => ({ path, labels: headerLabels(localeOfPath(path)) }));
};

test.describe("the creator variant @mobile", () => {
  test("offers Explore Gigs and Join as a Creator on each language's creator page, and the brand buttons again on leaving it", async ({
    page,
  }) => {
    for (const { path, labels } of creatorPages()) {
      await test.step(path, async () => {
        await page.goto(path);
        await menuToggle(page, labels).click();
        const actions = mobileMenu(page).locator("nav ~ div").getByRole("link");
        await expect(actions).toHaveText([labels.exploreGigs, labels.joinAsCreator]);
        await expect(actions.nth(0)).toHaveAttribute("href", `${E2E_APP_URL}/signup`);
        await expect(actions.nth(1)).toHaveAttribute("href", `${E2E_APP_URL}/signup`);

        // Moving to another page switches the variant back.
        await mobileMenu(page)
          .getByRole("link", { name: labels.nav[0]!.name, exact: true })
          .click();
        await expect(page).toHaveURL(labels.pages.pricing);
        await menuToggle(page, labels).click();
        await expect(mobileMenu(page).locator("nav ~ div").getByRole("link")).toHaveText([
          labels.caseStudies,
          labels.joinAsBrand,
        ]);
      });
    }
  });
});

test.describe("with JavaScript disabled @mobile", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggle opens and closes the menu on each language's creator page, and every link and button in it works", async ({
    page,
    request,
  }) => {
    // Seven fresh loads of the English page, one for each link.
    test.slow();
    // The app host of the end-to-end build is not served; a stand-in page answers for it.
    await page.route(`${E2E_APP_URL}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>App</title>app host" }),
    );
    for (const { path, labels } of creatorPages()) {
      await page.goto(path);
      await menuToggle(page, labels).click();
      await expect(mobileMenu(page)).toBeVisible();
      await menuToggle(page, labels).click();
      await expect(mobileMenu(page)).toBeHidden();

      await menuToggle(page, labels).click();
      const links = mobileMenu(page).getByRole("link");
      const names = await links.allTextContents();
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")!),
      );
      expect(names).toEqual([
        ...labels.nav.map((item) => item.name),
        labels.search,
        labels.exploreGigs,
        labels.joinAsCreator,
      ]);
      // Each link followed, from a fresh load, on the English page; in the other languages
      // the menu is the same markup, so each of their own pages is only asked for.
      for (const [index, name] of names.entries()) {
        const href = hrefs[index]!;
        if (labels.locale !== "en") {
          if (href.startsWith("/")) expect((await request.get(href)).status(), href).toBe(200);
          continue;
        }
        await test.step(`${path}: ${name}`, async () => {
          await page.goto(path);
          await menuToggle(page, labels).click();
          const link = mobileMenu(page).getByRole("link").nth(index);
          await expect(link).toHaveText(name);
          await link.click();
          await expect(page).toHaveURL(href);
          if (href.startsWith("/")) {
            await expect(page.locator("main h1")).toBeVisible();
            await expect(mobileMenu(page)).toBeHidden();
          } else {
            await expect(page.getByText("app host")).toBeVisible();
          }
        });
      }
    }
  });
});
