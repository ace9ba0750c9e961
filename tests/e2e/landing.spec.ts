import { test, expect } from "./support/fixtures";
import { E2E_APP_URL } from "./support/env";
import { headerLabels, menuToggle, mobileMenu } from "./support/header";
import { answerAppHostWithStandIn, expectListening } from "./support/interactions";
import { axeViolations } from "./support/axe";
import { searchPage } from "./support/search";
import { pathsOfEachLayout } from "./support/site-pages";
import { LOCALES } from "@/config/locale";
import { routesFor } from "@/config/site";
import { getLandingPages, type LandingPage, type LandingSection } from "@/lib/content";
import { MESSAGES } from "@/i18n/messages";
import { ACKNOWLEDGEMENT_TIMEOUT_MS } from "@/lib/contact/sender";
import { ContactPage } from "./support/contact-page";
import { mailsFrom } from "./support/contact-function";
import { storedRequestsFrom } from "./support/contact-requests";
import { eachTestWritesAsItsOwnSender } from "./support/contact-sender";

test.afterEach(({ page }) => page.unrouteAll({ behavior: "wait" }));

const landingPages = LOCALES.flatMap((locale) => getLandingPages(locale));

/** The heading a section shows, where it shows one of its own. */
const headingOf = (section: LandingSection) =>
  section.type === "logos" ? undefined : "heading" in section ? section.heading : undefined;

for (const landing of landingPages) {
  test(`${landing.path} shows each of its sections, in order, in its language @desktop`, async ({
    page,
  }) => {
    await page.goto(landing.path);
    await expect(page.locator("html")).toHaveAttribute("lang", landing.locale);
    await expect(page).toHaveTitle(`${landing.title} · Gigloom`);
    const [hero, ...rest] = landing.sections;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(hero!)!);
    const shown = rest.map(headingOf).filter((heading) => heading !== undefined);
    const headings = page.getByRole("heading", { level: 2 });
    // Each section's heading, in the file's order, among the page's own.
    const texts = (await headings.allTextContents()).map((text) => text.trim());
    expect(texts.filter((text) => shown.includes(text))).toEqual(shown);
    for (const section of landing.sections) await expectSectionContent(page, landing, section);
  });
}

// The every-page spec checks each listed page at the desktop width, and the first of each
// language on a phone: these are the others, and the hidden page, which no list names.
for (const landing of landingPages.filter(
  (candidate) => !pathsOfEachLayout.includes(candidate.path),
)) {
  const widths = landing.hidden ? "" : " @mobile";
  test(`${landing.path} has no axe violations${widths}`, async ({ page }) => {
    await page.goto(landing.path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

async function expectSectionContent(
  page: import("@playwright/test").Page,
  landing: LandingPage,
  section: LandingSection,
) {
  switch (section.type) {
    case "faq":
      for (const item of section.items) await expect(page.getByText(item.question)).toBeVisible();
      break;
    case "caseStudies":
      await expect(
        page.getByRole("region", { name: section.heading }).getByRole("article"),
      ).toHaveCount(section.count);
      break;
    case "rates":
      if (section.show === "calculator") {
        await expect(page.locator("select").first()).toBeVisible();
        await expect(page).toHaveURL(landing.path);
      }
      break;
    case "testimonial":
      await expect(page.getByText(section.name)).toBeVisible();
      break;
    default:
  }
}

test("a page hidden from search engines says noindex, is left out of the sitemap and of search @desktop", async ({
  page,
  request,
}) => {
  const hidden = landingPages.find((landing) => landing.hidden)!;
  const listed = landingPages.find(
    (landing) => !landing.hidden && landing.locale === hidden.locale,
  )!;
  await page.goto(hidden.path);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto(listed.path);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const sitemap = await (await request.get(`/sitemaps/${hidden.locale}-pages.xml`)).text();
  expect(sitemap).toContain(listed.path);
  expect(sitemap).not.toContain(hidden.path);

  // "cent" is a word of the hidden page's opening, and of posts the index does hold.
  await page.goto(routesFor(hidden.locale).search);
  const search = searchPage(page, hidden.locale);
  await search.box.fill("cent");
  await expect(search.links.first()).toBeVisible();
  const found = await search.links.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  expect(found).not.toContain(hidden.path);
});

test("a creators' landing page gets the creator buttons in its mobile menu @mobile", async ({
  page,
}) => {
  for (const landing of landingPages.filter((candidate) => !candidate.hidden)) {
    const words = MESSAGES[landing.locale].header;
    await page.goto(landing.path);
    await menuToggle(page, headerLabels(landing.locale)).click();
    const menu = mobileMenu(page);
    const creator = landing.audience === "creator";
    await expect(menu.getByRole("link", { name: words.exploreGigs })).toHaveCount(creator ? 1 : 0);
    await expect(menu.getByRole("link", { name: words.joinAsCreator })).toHaveCount(
      creator ? 1 : 0,
    );
    await expect(menu.getByRole("link", { name: words.joinAsBrand })).toHaveCount(creator ? 0 : 1);
  }
});

test("Join on a landing page reached without a campaign hands the page's campaign to the app @desktop", async ({
  page,
}) => {
  const landing = landingPages.find((candidate) => candidate.path === "/for/ugc-creators")!;
  const hero = landing.sections[0] as Extract<LandingSection, { type: "hero" }>;
  const requested = await answerAppHostWithStandIn(page);
  await page.goto(landing.path);
  await expectListening(page);
  await page.getByRole("main").getByRole("link", { name: hero.primary.label }).first().click();

  await expect(page).toHaveURL(new RegExp(`^${E2E_APP_URL}/signup\\?`));
  expect(requested.map((url) => Object.fromEntries(url.searchParams))).toEqual([
    { utm_campaign: landing.campaign, landing_path: landing.path, placement: "hero" },
  ]);
  const read = page.getByRole("region", { name: "Campaign attribution" });
  await expect(read).toContainText(landing.campaign);
});

test("each call to action of a landing page names the section it sits in, for its event @desktop", async ({
  page,
}) => {
  const landing = landingPages.find((candidate) => candidate.path === "/for/tiktok-shop-sellers")!;
  await page.goto(landing.path);
  const ctas = page.getByRole("main").locator("a[data-placement]");
  const sections = await ctas.evaluateAll((links) =>
    links.map((link) => link.closest("[data-section]")?.getAttribute("data-section")),
  );
  expect(sections.length).toBeGreaterThan(0);
  expect(sections.filter((section) => !section)).toEqual([]);
  expect(sections).toEqual(expect.arrayContaining(["hero", "cta", "pricing"]));
});

test("a campaign the visitor brought wins over the page's own @desktop", async ({ page }) => {
  const landing = landingPages.find((candidate) => candidate.path === "/for/ugc-creators")!;
  const hero = landing.sections[0] as Extract<LandingSection, { type: "hero" }>;
  const requested = await answerAppHostWithStandIn(page);
  await page.goto(`${landing.path}?utm_source=tiktok&utm_campaign=autumn`);
  await expectListening(page);
  await page.getByRole("main").getByRole("link", { name: hero.primary.label }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_APP_URL}/signup\\?`));
  expect(requested.map((url) => url.searchParams.get("utm_campaign"))).toEqual(["autumn"]);
});

test("a landing page's contact form opens on the page's topic, and the visitor's choice wins @desktop", async ({
  page,
}) => {
  const landing = landingPages.find((candidate) =>
    candidate.sections.some((section) => section.type === "contact"),
  )!;
  const contact = landing.sections.find((section) => section.type === "contact")!;
  const topics = MESSAGES[landing.locale].contact.topics;
  await page.goto(landing.path);
  const preset = page.getByRole("radio", { name: topics[contact.topic].label });
  await expect(preset).toBeChecked();
  await expectListening(page);
  const other = page.getByRole("radio", { name: topics.press.label });
  await other.check();
  await expect(other).toBeChecked();
  await expect(preset).not.toBeChecked();
});

test.describe("a landing page's contact form", () => {
  let email = "";
  eachTestWritesAsItsOwnSender("landing-", (sender) => ({ email } = sender));

  test("sends as the contact page's does: success shown, the request stored on the page's topic, and mailed @desktop", async ({
    page,
  }) => {
    test.slow();
    const landing = landingPages.find(
      (candidate) =>
        candidate.locale === "en" && candidate.sections.some(({ type }) => type === "contact"),
    )!;
    const section = landing.sections.find((candidate) => candidate.type === "contact")!;
    const contact = new ContactPage(page);
    await page.goto(landing.path);
    await expect(contact.send()).toBeEnabled();
    await contact.name().fill("Ada Lovelace");
    await contact.email().fill(email);
    await contact.message().fill("We sell on TikTok Shop and would like ten product videos.");
    await contact.consent().check();
    await contact.send().click();

    // The form's acknowledgement timeout, then a late answer from an emulator under load.
    await expect(contact.status()).toContainText("Thank you, Ada Lovelace.", {
      timeout: ACKNOWLEDGEMENT_TIMEOUT_MS + 30_000,
    });
    const [request, ...others] = await storedRequestsFrom(email);
    expect(others).toEqual([]);
    expect(request?.fields).toMatchObject({ topic: { stringValue: section.topic } });
    await expect.poll(() => mailsFrom(email).length).toBe(1);
  });
});
