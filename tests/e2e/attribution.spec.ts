import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { served } from "./support/served";
import { E2E_APP_URL } from "./support/env";
import { header, menuToggle, mobileMenu } from "./support/header";
import { expectAuthChecked } from "./support/auth-checked";
import { answerAppHostWithStandIn, expectListening } from "./support/interactions";
import { sitePaths } from "./support/site-pages";
import { PLACEMENTS } from "@gigloom/attribution";

// The stand-in's sign-up page may still be loading its own files, each answered through
// answerAppHostWithStandIn, when a test's last check passes: wait for those answers before the
// page closes under them ("Fetch response has been disposed", seen once under load).
test.afterEach(({ page }) => page.unrouteAll({ behavior: "wait" }));

const POST = "/blog/how-to-price-a-ugc-video";
const SIGN_UP = `${E2E_APP_URL}/signup`;

/** The site's own storage, as a visitor's browser holds it for this origin. */
async function siteStorage(page: Page) {
  const inPage = await page.evaluate(() => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    cookies: document.cookie,
  }));
  const cookies = await page.context().cookies(page.url());
  return { ...inPage, contextCookies: cookies.map((cookie) => cookie.name) };
}

const NOTHING_STORED = { localStorage: [], sessionStorage: [], cookies: "", contextCookies: [] };

/** Through the menu on a phone, through the desktop header's navigation from 1024 px up. */
async function goToPricingThroughTheHeader(page: Page) {
  if (page.viewportSize()!.width < 1024) {
    await menuToggle(page).click();
    await mobileMenu(page).getByRole("link", { name: "Pricing" }).click();
  } else {
    await header(page)
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", {
        name: "Pricing",
      })
      .click();
  }
  await expect(page).toHaveURL("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

const signUpQuery = (url: URL) => Object.fromEntries(url.searchParams);

test("a campaign's sign-up carries its parameters, landing path and placement to the app host @desktop", async ({
  page,
}) => {
  const requested = await answerAppHostWithStandIn(page);
  await page.goto(`${POST}?utm_source=newsletter&utm_campaign=spring`);
  await goToPricingThroughTheHeader(page);
  await expectListening(page);

  // The links are the plain links of the HTML until one is chosen.
  const join = page.getByRole("main").getByRole("link", { name: "Join as a Brand" });
  await expect(join).toHaveAttribute("href", SIGN_UP);
  await join.click();

  await expect(page).toHaveURL(new RegExp(`^${SIGN_UP}\\?`));
  expect(requested.map(signUpQuery)).toEqual([
    {
      utm_source: "newsletter",
      utm_campaign: "spring",
      landing_path: POST,
      placement: "cta-band",
    },
  ]);
  // The stand-in app reads them back with @gigloom/attribution, as the app's sign-up does.
  const read = page.getByRole("region", { name: "Campaign attribution" });
  await expect(read.getByRole("definition")).toHaveText(["newsletter", "spring", POST, "cta-band"]);
});

test("without consent, the visit stores nothing: no cookie, no local or session storage @desktop", async ({
  page,
}) => {
  await answerAppHostWithStandIn(page);
  await page.goto(`${POST}?utm_source=newsletter&utm_campaign=spring`);
  await expectListening(page);
  await goToPricingThroughTheHeader(page);
  expect(await siteStorage(page)).toEqual(NOTHING_STORED);
  await page.getByRole("main").getByRole("link", { name: "Join as a Brand" }).click();
  await expect(page).toHaveURL(/placement=cta-band/);
  await page.goto("/pricing");
  expect(await siteStorage(page)).toEqual(NOTHING_STORED);
});

test("a visit from no campaign gets the clean sign-up URL @desktop", async ({ page }) => {
  const requested = await answerAppHostWithStandIn(page);
  await page.goto(`${POST}?ref=friend`);
  await expectListening(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Join as a (Brand|Creator)$/ })
    .click();
  await expect(page).toHaveURL(SIGN_UP);
  expect(requested.map((url) => url.href)).toEqual([SIGN_UP]);
  await expect(
    page.getByText("No campaign: the visitor came to the site from none."),
  ).toBeVisible();
});

/** The scripts this document has loaded, by address, once Firebase's and the listener's are in. */
async function settledScripts(page: Page) {
  await expectListening(page);
  await expectAuthChecked(page);
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
      .map((entry) => entry.name),
  );
}

test("a visit from no campaign never downloads the rules that check a campaign @desktop", async ({
  page,
}) => {
  await page.goto(`${POST}?utm_source=newsletter`);
  const campaign = await settledScripts(page);
  await page.goto(`${POST}?ref=friend`);
  const clean = await settledScripts(page);
  // The same page, less the campaign's own code: a phone's main thread never runs it.
  expect(clean.filter((script) => !campaign.includes(script))).toEqual([]);
  expect(campaign.filter((script) => !clean.includes(script))).not.toEqual([]);
});

test("the mobile menu's buttons carry their own placement @mobile", async ({ page }) => {
  const requested = await answerAppHostWithStandIn(page);
  await page.goto("/creators?utm_source=tiktok&utm_medium=paid&utm_content=clip-3");
  await expectListening(page);
  await menuToggle(page).click();
  await mobileMenu(page).getByRole("link", { name: "Join as a Creator" }).click();
  await expect(page).toHaveURL(/^https:\/\/app\.e2e-gigloom\.test\/signup\?/);
  expect(requested.map(signUpQuery)).toEqual([
    {
      utm_source: "tiktok",
      utm_medium: "paid",
      utm_content: "clip-3",
      landing_path: "/creators",
      placement: "mobile-menu",
    },
  ]);
});

test("the header's Join Now carries the header's placement @desktop", async ({ page }) => {
  const requested = await answerAppHostWithStandIn(page);
  await page.goto("/?utm_source=podcast");
  await expectListening(page);
  await header(page).getByRole("link", { name: "Join Now" }).click();
  await expect(page).toHaveURL(/placement=header/);
  expect(requested.map(signUpQuery)).toEqual([
    { utm_source: "podcast", landing_path: "/", placement: "header" },
  ]);
});

test("after consent, a reload later in the visit still credits the campaign, and only this tab keeps it @desktop", async ({
  page,
  context,
}) => {
  const requested = await answerAppHostWithStandIn(page);
  await page.goto(`${POST}?utm_source=newsletter&utm_campaign=spring`);
  await expectListening(page);
  await page.getByRole("button", { name: "Accept analytics" }).click();
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage)))
    .toEqual(["gigloom:landing"]);
  await page.goto("/pricing");
  await expectListening(page);
  await page.getByRole("main").getByRole("link", { name: "Join as a Brand" }).click();
  await expect(page).toHaveURL(/placement=cta-band/);
  expect(requested.map(signUpQuery)).toEqual([
    { utm_source: "newsletter", utm_campaign: "spring", landing_path: POST, placement: "cta-band" },
  ]);

  // A new tab is a new visit: nothing is credited to the campaign there.
  const other = await context.newPage();
  await other.goto("/pricing");
  await expectListening(other);
  expect(await other.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
});

test("withdrawing consent forgets the kept landing @desktop", async ({ page }) => {
  await page.goto(`${POST}?utm_source=newsletter`);
  await page.getByRole("button", { name: "Accept analytics" }).click();
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage)))
    .toEqual(["gigloom:landing"]);
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByRole("button", { name: "Reject" }).click();
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a sign-up link is a plain link that works @desktop", async ({ page }) => {
    const requested = await answerAppHostWithStandIn(page);
    await page.goto(`/pricing?utm_source=newsletter&utm_campaign=spring`);
    await page.getByRole("main").getByRole("link", { name: "Join as a Brand" }).click();
    await expect(page).toHaveURL(SIGN_UP);
    expect(requested.map((url) => url.href)).toEqual([SIGN_UP]);
    await expect(page.getByRole("heading", { name: "Gigloom app" })).toBeVisible();
  });
});

test("the privacy policy says what is kept of a campaign, where, and for how long @desktop", async ({
  page,
}) => {
  await page.goto("/privacy");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Which campaign brought you" }),
  });
  await expect(section).toContainText("Without your consent to analytics, this is never written");
  await expect(section).toContainText("session storage");
  await expect(section).toContainText("deletes it when you close the tab");
});

test("every link to the sign-up, on every page, says where it sits @desktop", async () => {
  const known = new Set<string>(PLACEMENTS);
  const unplaced: string[] = [];
  for (const path of sitePaths) {
    const links = [...(await served(path)).text.matchAll(/<a\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes(`href="${SIGN_UP}"`));
    if (links.length === 0) unplaced.push(`${path}: no link to the sign-up`);
    for (const tag of links) {
      const placement = /data-placement="([^"]*)"/.exec(tag)?.[1];
      if (!placement || !(known.has(placement) || /^pricing-[a-z0-9-]+$/.test(placement)))
        unplaced.push(`${path}: ${tag}`);
    }
  }
  expect(unplaced).toEqual([]);
});
