import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectAuthChecked } from "./support/auth-checked";
import { createEmulatorUser, openAuthTab } from "./support/auth-driver";
import {
  HEADER_LOCALES,
  desktopCta,
  header,
  headerLabels,
  menuToggle,
  signInLink,
} from "./support/header";
import { builtOf } from "./support/site-routes";

// The sign-in labels in every language, and the room they take: the spec's in English, the
// messages file's in the others.
for (const labels of HEADER_LOCALES) {
  const { pages } = labels;

  test.describe(`header in ${labels.locale}`, () => {
    test(`signed out: ${labels.signIn} is shown and the button reads ${labels.joinNow} @desktop`, async ({
      page,
    }) => {
      await page.goto(pages.home);
      await expect(signInLink(page, labels)).toBeVisible();
      await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.joinNow);
    });

    test(`the mobile header fits a 320 px screen: logo, ${labels.phoneSignIn} and the toggle all on screen @mobile`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      // The creator page (where the language has it yet) and the home page.
      const paths = builtOf([pages.creators, pages.home]);
      expect(paths).toContain(pages.home);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          const logo = (await header(page).getByRole("link", { name: labels.logo }).boundingBox())!;
          const signIn = (await header(page)
            .getByRole("link", { name: labels.phoneSignIn, exact: true })
            .boundingBox())!;
          const toggle = (await menuToggle(page, labels).boundingBox())!;
          expect(logo.width).toBeCloseTo(150, 0);
          expect(signIn.x).toBeGreaterThanOrEqual(logo.x + logo.width);
          expect(toggle.x).toBeGreaterThanOrEqual(signIn.x + signIn.width);
          expect(toggle.x + toggle.width).toBeLessThanOrEqual(320);
        });
      }
    });

    test("switching labels moves nothing in the header @desktop", async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto(pages.home);
      await expectAuthChecked(page);
      const boxes = () =>
        header(page)
          .locator("a, nav, div")
          .evaluateAll((nodes) =>
            nodes.map((node) => JSON.stringify(node.getBoundingClientRect())),
          );
      const before = await boxes();
      const otherTab = await openAuthTab(context, baseURL!);
      await otherTab.signIn(await createEmulatorUser());
      await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.dashboard);
      await expect(signInLink(page, labels)).toBeHidden();
      expect(await boxes()).toEqual(before);
    });
  });
}

// What Firebase's reports do to the header, on the English home: the same code in every
// language, whose labels the tests above check, signed out and signed in.
test.describe("header, as Firebase reports", () => {
  const labels = headerLabels("en");
  const { pages } = labels;

  test(`a real emulator user: ${labels.dashboard}, no ${labels.signIn}; signed out elsewhere: ${labels.joinNow} without a reload @desktop`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(pages.home);
    // Firebase has reported (signed out) once it has written its state.
    await expectAuthChecked(page);
    await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.joinNow);

    const user = await createEmulatorUser();
    const otherTab = await openAuthTab(context, baseURL!);
    await otherTab.signIn(user);

    await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.dashboard);
    await expect(signInLink(page, labels)).toBeHidden();
    await expect(desktopCta(page, labels)).toBeVisible();

    // A fresh load renders the remembered state before Firebase is even downloaded.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { authAtFirstParse: string }).authAtFirstParse =
          document.documentElement.dataset.auth ?? "";
      });
    });
    await page.reload();
    expect(
      await page.evaluate(
        () => (window as unknown as { authAtFirstParse: string }).authAtFirstParse,
      ),
    ).toBe("in");
    await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.dashboard);
    // Firebase confirms the hint once it has loaded.
    await expectAuthChecked(page);
    await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.dashboard);

    await otherTab.signOut();
    await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.joinNow);
    await expect(signInLink(page, labels)).toBeVisible();
  });

  test.describe("when Firebase cannot load", () => {
    test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

    /**
     * Remembers a signed-in visitor, then makes every lazily loaded chunk fail but those whose
     * path `spared` keeps. Returns the page's uncaught errors, as they come.
     */
    async function failLazyChunks(page: Page, spared: (path: string) => boolean = () => false) {
      await page.addInitScript(() => localStorage.setItem("gigloom:signed-in", "1"));
      const html = await (await page.request.get(pages.home)).text();
      const firstLoad = new Set(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g));
      await page.route("**/_next/static/chunks/*.js", (route) => {
        const path = new URL(route.request().url()).pathname;
        return firstLoad.has(path) || spared(path) ? route.continue() : route.abort();
      });
      const pageErrors: Error[] = [];
      page.on("pageerror", (error) => pageErrors.push(error));
      return pageErrors;
    }

    test("the header falls back to signed out and the page keeps working @desktop", async ({
      page,
    }) => {
      const pageErrors = await failLazyChunks(page);
      await page.goto(pages.home);
      await expectAuthChecked(page);
      await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.joinNow);
      await expect(signInLink(page, labels)).toBeVisible();
      await header(page).getByRole("link", { name: labels.nav[0]!.name, exact: true }).click();
      await expect(page).toHaveURL(pages.pricing);
      expect(pageErrors).toEqual([]);
    });

    test("the network dropping while Auth's worker loads its code leaves signed out, and no uncaught error @desktop", async ({
      page,
    }) => {
      // The worker's own script loads; the chunks it then imports fail, as when the connection
      // drops in between: the worker fails inside, and its error reaches the page as an event.
      let workerScript = false;
      const pageErrors = await failLazyChunks(page, (path) => {
        const isWorker = path.includes("turbopack-worker");
        workerScript ||= isWorker;
        return isWorker;
      });
      await page.goto(pages.home);
      await expectAuthChecked(page);
      expect(workerScript, "the worker's own script was asked for").toBe(true);
      await expect(desktopCta(page, labels)).toHaveAccessibleName(labels.joinNow);
      await expect(signInLink(page, labels)).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });
});

test("no script the site loads, Firebase included, holds a test sign-in hook @desktop", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.text());
  });
  await page.goto("/");
  // Firebase has loaded and reported once this is set.
  await expectAuthChecked(page);
  const bodies = await Promise.all(scripts);
  expect(
    bodies.some((body) => body.includes("onAuthStateChanged") || body.includes("@firebase/auth")),
  ).toBe(true);
  for (const body of bodies) {
    expect(body).not.toContain("authDriver");
    expect(body).not.toContain("signInWithEmailAndPassword");
  }
});
