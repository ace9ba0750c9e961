import { test, expect } from "./support/fixtures";
import { E2E_APP_URL } from "./support/env";
import { answerAppHostWithStandIn, expectListening } from "./support/interactions";
import { searchPage, searchWords } from "./support/search";
import { LOCALES } from "@/config/locale";
import { routesFor } from "@/config/site";
import { routePath } from "@/config/routes";
import { MESSAGES } from "@/i18n/messages";
import { INDUSTRIES, PLATFORMS } from "@/data/taxonomies";
import {
  creatorPath,
  directoryFacets,
  directoryList,
  facetPath,
  listedCreators,
  listPagePath,
  rateCard,
  taxonomyLabels,
} from "@/lib/content";
import { MIN_FACET_CREATORS, qualifies } from "@/lib/directory/facets";
import { mainPlatform } from "@/lib/directory/hire-link";
import { HANDLE_PLATFORMS } from "@/lib/directory/profile";
import { facetRate } from "@/lib/rates/facet-rate";
import { rateMoney } from "@/lib/rates/money";
import { rateOfTier } from "@/lib/rates/rate-table";
import { dollarsToCents } from "@/lib/rates/rounding";
import { publicUrl } from "./support/site-pages";
import sharp from "sharp";
import { initials } from "@/lib/initials";
import { demoPhotoSources } from "@/lib/directory/demo-photo-sources";
import { demoPhoto } from "../../scripts/shared/demo-photo.mjs";

// The creator directory (issue 46), built from the demo's fictional creators in this build.

// The stand-in's sign-up page may still be loading its own files when the last check passes.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "wait" }));

const creators = listedCreators();

/** A niche on a platform with a page of its own, and one too thin for a page (the demo has one). */
const facet = directoryFacets().find((candidate) => candidate.niche !== undefined)!;
const thin = HANDLE_PLATFORMS.flatMap((platform) =>
  INDUSTRIES.map((niche) => ({ platform, niche })),
).find((pair) => creators.filter((c) => qualifies(c, pair)).length < MIN_FACET_CREATORS)!;

for (const locale of LOCALES) {
  const words = MESSAGES[locale].directory;
  const pagination = MESSAGES[locale].pagination;
  const directory = listPagePath(directoryList, 1, locale);

  test.describe(`the directory in ${locale}`, () => {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("pages through every listed creator, 24 to a page, by plain links", async ({ page }) => {
        await page.goto(directory);
        await expect(page.getByRole("note")).toHaveText(words.demoNote);
        const cards = page.getByRole("list", { name: words.listLabel }).getByRole("listitem");
        const pages: string[][] = [];
        for (;;) {
          pages.push(await cards.getByRole("heading").allTextContents());
          const next = page
            .getByRole("navigation", { name: pagination.label })
            .getByRole("link", { name: pagination.nextPage });
          if ((await next.count()) === 0) break;
          await next.click();
          await expect(page).toHaveURL(listPagePath(directoryList, pages.length + 1, locale));
        }
        expect(pages.slice(0, -1).every((names) => names.length === 24)).toBe(true);
        expect(pages.flat()).toEqual(creators.map((creator) => creator.displayName));
      });

      test("a niche's page, by the directory's filters: its creators, the rate guide's line and its ItemList", async ({
        page,
      }) => {
        const platform = PLATFORMS[facet.platform];
        const niche = taxonomyLabels(locale).industry(facet.niche!);
        await page.goto(directory);
        const filters = page.getByRole("navigation", { name: words.filtersLabel });
        await filters
          .getByRole("list", { name: words.byNiche.replace("{platform}", platform) })
          .getByRole("link", { name: niche })
          .click();
        await expect(page).toHaveURL(facetPath(facet, locale));
        await expect(filters.locator("[aria-current=page]")).toHaveAttribute(
          "href",
          facetPath(facet, locale),
        );
        expect(facet.creators.length).toBeLessThanOrEqual(directoryList.perPage!);
        const cards = page.getByRole("list", { name: words.listLabel }).getByRole("listitem");
        expect(await cards.getByRole("heading").allTextContents()).toEqual(
          facet.creators.map((creator) => creator.displayName),
        );

        // What creators of the facet's most common tier charge, and the calculator set to it.
        const rate = facetRate(facet, locale)!;
        const money = rateMoney(locale);
        await expect(page.getByRole("main")).toContainText(
          `${money(dollarsToCents(rate.low))}–${money(dollarsToCents(rate.high))}`,
        );
        const calculator = page.getByRole("link", {
          name: words.rateLink.replace("{platform}", platform).replace("{tier}", rate.tierName),
        });
        await expect(calculator).toHaveAttribute("href", rate.calculatorHref);
        expect(rate.calculatorHref).toMatch(
          new RegExp(`^${routePath("rates", locale)}\\?platform=${facet.platform}[&#]`),
        );

        const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
          .map(
            (text) => JSON.parse(text) as { "@type": string; itemListElement?: { url: string }[] },
          )
          .find((node) => node["@type"] === "ItemList");
        expect(data?.itemListElement?.map((item) => item.url)).toEqual(
          facet.creators.map((creator) => publicUrl(creatorPath(creator.slug, locale))),
        );
      });

      test("a niche with too few creators on a platform has no page, and no filter leads to one @desktop", async ({
        page,
        request,
      }) => {
        const path = facetPath(thin, locale);
        expect((await request.get(path)).status()).toBe(404);
        for (const from of [directory, facetPath({ platform: thin.platform }, locale)]) {
          await page.goto(from);
          await expect(page.getByRole("navigation", { name: words.filtersLabel })).toBeVisible();
          await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
        }
      });
    });

    test("a creator's page shows their record, and Hire opens the app's sign-up with them on the brief and the visit's campaign @desktop", async ({
      page,
    }) => {
      const creator = creators[0]!;
      const requested = await answerAppHostWithStandIn(page);
      await page.goto(`${directory}?utm_source=newsletter&utm_campaign=spring`);
      await page.getByRole("link", { name: creator.displayName, exact: true }).click();
      await expect(page).toHaveURL(creatorPath(creator.slug, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(creator.displayName);
      const record = page.getByRole("region", { name: words.record });
      await expect(record).toContainText(String(creator.gigsCompleted));
      await expect(record).toContainText(`${Math.round(creator.onTimeRate * 100)}%`);
      // What creators of their tier typically charge on their first platform, from the rate card.
      const platform = mainPlatform(creator)!;
      const deliverable = rateCard(locale).platforms.find((p) => p.id === platform)!
        .deliverables[0]!;
      const rate = rateOfTier(deliverable, creator.tiers[platform]!);
      const money = rateMoney(locale);
      await expect(page.getByRole("region", { name: words.platforms })).toContainText(
        `${money(dollarsToCents(rate.low))}–${money(dollarsToCents(rate.high))}`,
      );

      await expectListening(page);
      await page
        .getByRole("link", { name: `${words.hire.replace("{name}", creator.displayName)}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${E2E_APP_URL}/signup\\?`));
      expect(requested).toHaveLength(1);
      const query = Object.fromEntries(requested[0]!.searchParams);
      expect(query).toMatchObject({
        gig_creator: creator.slug,
        utm_source: "newsletter",
        utm_campaign: "spring",
        placement: "directory-profile",
      });
      // The stand-in app reads the creator back with @gigloom/attribution, as the app does.
      const draft = page.getByRole("region", { name: "Gig draft" });
      await expect(draft.getByRole("definition").last()).toHaveText(creator.slug);
    });
  });
}

test("a creator's photo shows square in its circle, from a file that keeps none of the original's metadata; one without a photo shows initials @desktop", async ({
  page,
  request,
}) => {
  const source = demoPhotoSources()[0]!;
  const creator = creators.find((candidate) => candidate.slug === source.slug)!;
  // The photo as the app stored it says where it was taken.
  expect((await sharp(await demoPhoto(source.photoPath)).metadata()).exif).toBeDefined();

  await page.goto(creatorPath(creator.slug, "en"));
  const photo = page.locator("main header img");
  await expect(photo).toHaveAttribute("alt", "");
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await photo.boundingBox())!;
  expect(box.width).toBe(box.height);
  const file = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  const served = await sharp(await (await request.get(file)).body()).metadata();
  expect(served.width).toBe(served.height);
  expect(served.exif).toBeUndefined();
  expect(served.icc).toBeUndefined();
  // The Person the page describes has the same photo, as a JPEG every reader takes.
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  );
  const person = data.find((node) => node["@type"] === "ProfilePage").mainEntity;
  expect(new URL(person.image).pathname).toMatch(
    new RegExp(`^/_img/${creator.slug}-\\w+-288\\.jpg$`),
  );

  const withoutPhoto = creators.find((candidate) => candidate.photo === undefined)!;
  await page.goto(creatorPath(withoutPhoto.slug, "en"));
  await expect(page.locator("main header img")).toHaveCount(0);
  await expect(page.locator("main header [aria-hidden=true]").first()).toHaveText(
    initials(withoutPhoto.displayName),
  );
});

test("a creator who chose not to be found by search engines: noindex, in no sitemap, still in the directory @desktop", async ({
  page,
  request,
}) => {
  const hidden = creators.find((creator) => !creator.indexable)!;
  const shown = creators.find((creator) => creator.indexable)!;
  for (const locale of LOCALES) {
    const response = await request.get(creatorPath(hidden.slug, locale));
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"\/>/);
  }
  const maps = (await (await request.get("/sitemap.xml")).text()).match(/\/sitemaps\/[^<]+\.xml/g)!;
  const listed = (await Promise.all(maps.map(async (map) => (await request.get(map)).text()))).join(
    "",
  );
  expect(listed).not.toContain(hidden.slug);
  expect(listed).toContain(creatorPath(shown.slug, "es"));
  const position = creators.indexOf(hidden);
  await page.goto(listPagePath(directoryList, Math.floor(position / 24) + 1, "en"));
  await expect(page.getByRole("link", { name: hidden.displayName, exact: true })).toBeVisible();
});

test("the site search finds a creator by name, as a creator, and never one who chose noindex @desktop", async ({
  page,
}) => {
  const hidden = creators.find((creator) => !creator.indexable)!;
  const shown = creators.find((c) => c.indexable && c.displayName !== hidden.displayName)!;
  for (const locale of LOCALES) {
    const search = searchPage(page, locale);
    const hrefs = () =>
      search.links.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    await page.goto(`${routesFor(locale).search}?q=${encodeURIComponent(shown.displayName)}`);
    const result = search.results
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="${creatorPath(shown.slug, locale)}"]`) });
    await expect(result).toContainText(searchWords(locale).kinds.creator);

    await page.goto(`${routesFor(locale).search}?q=${encodeURIComponent(hidden.displayName)}`);
    // Said once the words rest and the results are in: a count, or none.
    await expect(search.status).toContainText(/\d|^No/);
    expect(await hrefs()).not.toContain(creatorPath(hidden.slug, locale));
  }
});

test("a page that shows no creator names none in its HTML: the language switch is given no list of them @desktop", async ({
  request,
}) => {
  for (const locale of LOCALES) {
    const html = await (await request.get(routesFor(locale).pricing)).text();
    for (const creator of creators) {
      for (const other of LOCALES) expect(html).not.toContain(creatorPath(creator.slug, other));
    }
  }
});
