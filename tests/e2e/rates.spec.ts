import type { Page } from "@playwright/test";
import { readGigDraft } from "@gigloom/attribution/gig-draft";
import { localeFacts, type Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { priceList } from "@/lib/content";
import { ANNUAL_DISCOUNT_PERCENT, CREATOR_FEE_PERCENT, plans } from "@/lib/content/price-list";
import { rateCard } from "@/lib/content/rate-card";
import { platformRatesPath } from "@/lib/content/paths";
import { estimate } from "@/lib/rates/estimate";
import { readInputs } from "@/lib/rates/read-inputs";
import { moneyIn } from "@/lib/rates/money";
import { creatorIncome } from "@/lib/rates/take-home";
import { MESSAGES } from "@/i18n/messages";
import { axeViolations } from "./support/axe";
import { E2E_APP_URL } from "./support/env";
import { probeIntl } from "./support/intl-probe";
import { expect, test } from "./support/fixtures";
import { answerAppHostWithStandIn } from "./support/interactions";

const LOCALES: Locale[] = ["en", "es"];
const pricing = { plans, annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT };
const words = (locale: Locale) => MESSAGES[locale].rates.calculator;

/** The whole dollars a money cell shows: "$1,250" and "USD 1,250" are both 1250. */
const dollars = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** The calculator's estimate table: its body lines and its totals, as a visitor reads them. */
function calculator(page: Page) {
  const section = page.locator("#calculator");
  const table = section.getByRole("table");
  return {
    section,
    lines: table.locator("tbody tr"),
    totals: table.locator("tfoot tr"),
    /** The typical amount of each body line that has one (a line not chosen has none). */
    typicals: () =>
      table
        .locator("tbody tr")
        .evaluateAll((rows) =>
          rows.flatMap((row) => (row.children.length === 4 ? [row.children[2]!.textContent!] : [])),
        ),
    row: (label: string | RegExp) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) }),
  };
}

for (const locale of LOCALES) {
  const card = rateCard(locale);
  const money = moneyIn(localeFacts[locale].tag);
  const guide = routesFor(locale).rates;
  const w = words(locale);

  test.describe(`the rate guide in ${locale}`, () => {
    test("opens a brand's estimate from its link, its lines adding up to its total", async ({
      page,
    }) => {
      const query = "platform=tiktok&tier=micro&creators=2&videos=3&usage=90&whitelisting=1";
      await page.goto(`${guide}?${query}`);
      const inputs = readInputs(new URLSearchParams(query), card);
      const expected = estimate(card, pricing, inputs);
      const calc = calculator(page);

      await expect(page.getByLabel(w.platform, { exact: true })).toHaveValue("tiktok");
      await expect(page.getByLabel(w.tier, { exact: true })).toHaveValue("micro");
      await expect(page.getByLabel(w.creators, { exact: true })).toHaveValue("2");
      await expect(page.getByLabel(w.videos, { exact: true })).toHaveValue("3");
      const total = calc.row(w.brandTotal);
      await expect(total.getByRole("cell").nth(1)).toHaveText(money(expected.total.typical));
      await expect(total.getByRole("cell").nth(0)).toHaveText(money(expected.total.low));
      await expect(total.getByRole("cell").nth(2)).toHaveText(money(expected.total.high));
      // Every line is there, chosen or not; the chosen ones add up to the total.
      await expect(calc.lines).toHaveCount(2 + card.addOns.length);
      const lines = (await calc.typicals()).map(dollars);
      expect(lines).toHaveLength(3);
      expect(lines.reduce((sum, line) => sum + line, 0)).toBe(expected.total.typical / 100);
      // The plan that runs two gigs at once, said in words.
      const starter = priceList(locale).plans[0]!.name;
      await expect(calc.section.getByText(new RegExp(`\\b${starter}\\b`))).toBeVisible();
    });

    test("gives a creator's take-home after the fee, per piece and for the gig", async ({
      page,
    }) => {
      const query = "view=creator&platform=youtube&tier=mid&videos=2&raw=1";
      await page.goto(`${guide}?${query}`);
      const income = creatorIncome(
        card,
        CREATOR_FEE_PERCENT,
        readInputs(new URLSearchParams(query), card),
      );
      const calc = calculator(page);
      await expect(page.getByLabel(w.creators, { exact: true })).toHaveCount(0);
      const takeHome = calc.row(w.takeHome);
      await expect(takeHome.getByRole("cell").nth(1)).toHaveText(
        money(income.perPiece.takeHome.typical),
      );
      const gig = calc.totals.last();
      await expect(gig.getByRole("cell").nth(1)).toHaveText(money(income.gig.takeHome.typical));
      expect(income.gig.takeHome.typical).toBeLessThan(income.gig.price.typical);
    });

    test("hydrates without loading the browser's number formats, then formats at the first change @desktop", async ({
      page,
    }) => {
      // The opening estimate comes drawn from the server (docs/architecture.md, "Rate guide").
      const made = await probeIntl(page);
      await page.goto(guide);
      const calc = calculator(page);
      await expect(calc.row(w.brandTotal)).toBeVisible();
      expect(await made(), "Intl objects made before any choice").toEqual([]);

      await calc.section.getByText(w.creator, { exact: true }).click();
      const income = creatorIncome(
        card,
        CREATOR_FEE_PERCENT,
        readInputs(new URLSearchParams("view=creator"), card),
      );
      await expect(calc.totals.last().getByRole("cell").nth(1)).toHaveText(
        money(income.gig.takeHome.typical),
      );
      expect(await made()).toContain("NumberFormat");
    });

    test("axe finds nothing on the guide, with the calculator in each view", async ({ page }) => {
      await page.goto(guide);
      expect(await axeViolations(page)).toEqual([]);
      await calculator(page).section.getByText(w.creator, { exact: true }).click();
      await expect(page).toHaveURL(`${guide}?view=creator`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("a platform's page has its tables, its questions as FAQPage data, and its estimate @desktop", async ({
      page,
    }) => {
      const tiktok = card.platforms.find((platform) => platform.id === "tiktok")!;
      await page.goto(platformRatesPath("tiktok", locale));
      for (const deliverable of tiktok.deliverables) {
        const table = page.getByRole("table", { name: deliverable.name });
        await expect(table.getByRole("row")).toHaveCount(1 + card.tiers.length);
        const smallest = deliverable.rates.find((rate) => rate.tier === card.tiers[0]!.id)!;
        await expect(table.getByRole("row").nth(1)).toContainText(money(smallest.typical * 100));
      }
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)));
      const faq = data.find((node) => node["@type"] === "FAQPage");
      expect(faq.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
        tiktok.faq.map((entry) => entry.question),
      );
      await page
        .getByRole("link", {
          name: MESSAGES[locale].rates.estimateThis.replace("{platform}", tiktok.name),
        })
        .click();
      await expect(page).toHaveURL(`${guide}?platform=tiktok#calculator`);
      await expect(page.getByLabel(w.platform, { exact: true })).toHaveValue("tiktok");
    });
  });
}

test("each kind of choice changes the estimate and the link, and Back from Post this gig finds them again @desktop", async ({
  page,
}) => {
  const requested = await answerAppHostWithStandIn(page);
  const w = words("en");
  await page.goto("/rates");
  const calc = calculator(page);
  const typicalTotal = () => calc.row(w.brandTotal).getByRole("cell").nth(1).textContent();
  const before = await typicalTotal();

  await page.getByLabel(w.platform, { exact: true }).selectOption("instagram");
  await page.getByLabel(w.tier, { exact: true }).selectOption("macro");
  await page.getByLabel(w.creators, { exact: true }).fill("4");
  await page.getByLabel(w.usage, { exact: true }).selectOption("180");
  await page.getByLabel(rateCard("en").addOns[0]!.name, { exact: true }).check();
  await calc.section.getByText(MESSAGES.en.pricing.annual, { exact: true }).click();
  const query = "platform=instagram&tier=macro&creators=4&usage=180&whitelisting=1&billing=annual";
  await expect(page).toHaveURL(`/rates?${query}`);
  expect(await typicalTotal()).not.toBe(before);
  const chosenTotal = await typicalTotal();

  const post = page.getByRole("link", { name: w.postGig });
  const draft = readGigDraft(new URL((await post.getAttribute("href"))!));
  expect(draft).toEqual({
    platform: "instagram",
    deliverable: rateCard("en").platforms[1]!.deliverables[0]!.id,
    tier: "macro",
    creators: 4,
    pieces: 1,
    usageDays: 180,
    addOns: ["whitelisting"],
  });
  await post.click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_APP_URL}/signup\\?gig_platform=instagram`));
  expect(readGigDraft(requested.at(-1)!)).toEqual(draft);

  await page.goBack();
  await expect(page).toHaveURL(`/rates?${query}`);
  await expect(page.getByLabel(w.tier, { exact: true })).toHaveValue("macro");
  await expect(calc.row(w.brandTotal).getByRole("cell").nth(1)).toHaveText(chosenTotal!);
});

test("works from the keyboard alone: the view, a platform, a count and an add-on @desktop", async ({
  page,
}) => {
  const w = words("en");
  await page.goto("/rates");
  const brand = page.getByRole("radio", { name: w.brand });
  await brand.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: w.creator })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(w.platform, { exact: true })).toBeFocused();
  // The default platform is the list's last: the arrow up chooses the one before it.
  await page.keyboard.press("ArrowUp");
  await expect(page.getByLabel(w.platform, { exact: true })).toHaveValue("youtube");
  await page.getByLabel(w.pieces, { exact: true }).focus();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByLabel(w.pieces, { exact: true })).toHaveValue("2");
  const firstAddOn = page.getByLabel(rateCard("en").addOns[0]!.name, { exact: true });
  await firstAddOn.focus();
  await page.keyboard.press("Space");
  await expect(firstAddOn).toBeChecked();
  await expect(page).toHaveURL(/view=creator.*videos=2.*whitelisting=1/);
});

test("a keyboard submit shows the estimate: Enter in a box, or the button after the last choice @desktop", async ({
  page,
}) => {
  const w = words("en");
  const card = rateCard("en");
  const money = moneyIn(localeFacts.en.tag);
  await page.goto("/rates");
  const estimateTable = calculator(page).section.getByRole("region", { name: w.brandCaption });
  /** The estimate is focused and says its total first, for the choices in the page's link. */
  const expectEstimateShown = async (query: string) => {
    await expect(page).toHaveURL(`/rates?${query}`);
    const { total } = estimate(card, pricing, readInputs(new URLSearchParams(query), card));
    await expect(estimateTable).toBeFocused();
    await expect(estimateTable).toHaveAccessibleDescription(
      w.summaryBrand
        .replace("{low}", money(total.low))
        .replace("{high}", money(total.high))
        .replace("{typical}", money(total.typical)),
    );
  };

  const creators = page.getByLabel(w.creators, { exact: true });
  await expect(creators).toBeEnabled();
  await creators.focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expectEstimateShown("creators=2");

  // Billing is the last choice; the button comes next in the tab order.
  await page.getByRole("radio", { name: MESSAGES.en.pricing.monthly }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: w.showEstimate })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectEstimateShown("creators=2&billing=annual");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the guide shows a worked example, says the calculator needs JavaScript, and each platform's page its tables @desktop", async ({
    page,
  }) => {
    const w = words("en");
    await page.goto("/rates");
    await expect(page.getByText(w.noScript)).toBeVisible();
    await expect(page.getByText(w.example)).toBeVisible();
    await expect(page.getByLabel(w.platform, { exact: true })).toBeHidden();
    await expect(calculator(page).row(w.brandTotal)).toBeVisible();
    await page.goto(platformRatesPath("ugc"));
    const ugc = rateCard("en").platforms.find((platform) => platform.id === "ugc")!;
    await expect(page.getByRole("table")).toHaveCount(ugc.deliverables.length);
  });
});
