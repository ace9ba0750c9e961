import { DEFAULT_LOCALE, LOCALES, localeFacts, type Locale } from "@/config/locale";
import { localeHome } from "@/config/routes";
import { routesFor } from "@/config/site";
import { localeOfPath, pagePaths } from "@/i18n/counterparts";
import { translator } from "@/i18n/translator";
import { getAllPosts, postPath } from "@/lib/content";
import { counterpartPages } from "@/lib/content/counterpart-pages";
import { readPage } from "../../scripts/build/page-markup.mjs";
import { test, expect } from "./support/fixtures";
import { E2E_SITE_URL } from "./support/env";
import { englishLabels, labelsIn, pageTexts } from "./support/english-labels";
import { pageHead } from "./support/page-head";
import { publicUrl } from "./support/site-pages";
import { served } from "./support/served";
import { servedSitemap } from "./support/sitemap";
import { builtRoutesIn, indexableRoutes } from "./support/site-routes";
import { browserCheckedPaths } from "./support/site-pages";

// Every test here reads the pages from the build (out/), so each language's pages are checked
// as they are merged, with no list to keep.

const localPath = (url: string) => new URL(url).pathname;
/** An absolute address on the public site. */
const ON_PUBLIC_SITE = new RegExp(`^${E2E_SITE_URL}(/|$)`);
/**
 * Alternates as addresses: Next writes the home page's as "https://host", the sitemap as
 * "https://host/", which are the same address.
 */
const addresses = (alternates: Record<string, string>) =>
  Object.entries(alternates)
    .map(([hreflang, url]) => [hreflang, new URL(url).href])
    .sort();

/** The footer's language switch in a page's HTML: the language each link leads to, and where. */
function switchLinks(html: string, locale: Locale): Record<string, string | undefined> {
  const label = translator(locale, "languageSwitch")("label");
  const nav = new RegExp(`<nav aria-label="${label}"[^>]*>[\\s\\S]*?</nav>`).exec(html)?.[0] ?? "";
  return Object.fromEntries(
    readPage(nav)
      .elements.filter((element) => element.tag === "a")
      .map(({ attributes }) => [attributes.lang, attributes.href]),
  );
}

/**
 * Where a page's switch to `other` should lead, from what its head tells a crawler: its
 * alternate in that language; on a list's later page, which exists in one language, the list's
 * first page's; else that language's home.
 */
async function counterpartFromHead(route: string, other: Locale): Promise<string> {
  const lang = localeFacts[other].lang;
  const own = (await pageHead(route))?.alternates[lang];
  if (own) return localPath(own);
  const later = new RegExp(`/${localeFacts[localeOfPath(route)].slugs.page}/[0-9]+$`);
  const first = later.test(route)
    ? (await pageHead(route.replace(later, "")))?.alternates[lang]
    : undefined;
  return first ? localPath(first) : localeHome(other);
}

test.describe("findable in every language @desktop", () => {
  // Every page of the export is fetched; the first tests of a run share two busy cores.
  test.slow();

  test("each page links its versions in every language: absolute, reciprocal, x-default in English, each answering 200", async () => {
    let paired = 0;
    const unreciprocated: string[] = [];
    for (const route of indexableRoutes()) {
      const head = await pageHead(route);
      expect(head, `${route} answers 200`).toBeDefined();
      const { alternates } = head!;
      // The config's routes, the translated content and the creators say which pages have versions.
      const versions = Object.values(pagePaths(route, counterpartPages()));
      if (versions.length < 2) {
        expect(alternates, `${route} exists in one language: no alternates`).toEqual({});
        continue;
      }
      paired += 1;
      const own = alternates[localeFacts[localeOfPath(route)].lang];
      expect(
        {
          hreflangs: Object.keys(alternates).sort(),
          offSite: Object.values(alternates).filter((url) => !ON_PUBLIC_SITE.test(url)),
          own: own && new URL(own).href,
          xDefault: alternates["x-default"],
        },
        `${route}: one absolute URL on the public site per language, itself among them, x-default the English page`,
      ).toEqual({
        hreflangs: [...LOCALES.map((locale) => localeFacts[locale].lang), "x-default"].sort(),
        offSite: [],
        own: publicUrl(route),
        xDefault: alternates[localeFacts[DEFAULT_LOCALE].lang],
      });
      for (const url of Object.values(alternates)) {
        // Each alternate answers 200, and its own list is the same.
        const other = await pageHead(localPath(url));
        if (!other)
          unreciprocated.push(`${localPath(url)}, named by ${route}, does not answer 200`);
        else if (addresses(other.alternates).join() !== addresses(alternates).join())
          unreciprocated.push(`${localPath(url)} does not link back as ${route} does`);
      }
    }
    expect(unreciprocated).toEqual([]);
    // English home and Spanish home at least.
    expect(paired).toBeGreaterThanOrEqual(2);
  });

  test("each page's language switch leads where its hreflang does: the same page there, or else that language's home", async () => {
    const wrong: string[] = [];
    for (const route of indexableRoutes()) {
      const locale = localeOfPath(route);
      const links = switchLinks((await served(route)).text, locale);
      for (const other of LOCALES.filter((candidate) => candidate !== locale)) {
        const expected = await counterpartFromHead(route, other);
        const shown = links[localeFacts[other].lang];
        if (shown !== expected)
          wrong.push(`${route}: to ${other} ${shown}, where hreflang says ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("<html lang> and og:locale are the page's language, og:locale:alternate its other versions", async () => {
    for (const route of indexableRoutes()) {
      const head = await pageHead(route);
      expect(head, `${route} answers 200`).toBeDefined();
      const facts = localeFacts[localeOfPath(route)];
      const others = LOCALES.filter((locale) => localeFacts[locale].lang !== facts.lang)
        .filter((locale) => localeFacts[locale].lang in head!.alternates)
        .map((locale) => localeFacts[locale].openGraph);
      expect(
        { lang: head!.lang, ogLocale: head!.ogLocale, alternates: head!.ogLocaleAlternates.sort() },
        `${route}: <html lang>, og:locale and og:locale:alternate`,
      ).toEqual({ lang: facts.lang, ogLocale: facts.openGraph, alternates: others.sort() });
    }
    expect(builtRoutesIn("es").length, "Spanish pages in the build").toBeGreaterThan(0);
  });

  test("the sitemap gives each page the alternates its <head> has, as xhtml:link in the xhtml namespace", async ({
    request,
  }) => {
    const { maps } = await servedSitemap(request);
    for (const map of maps) {
      expect(map.xml, map.url).toMatch(
        /<urlset [^>]*xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/,
      );
    }
    const sitemap = maps.map((map) => map.xml).join("\n");
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      url: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
      alternates: Object.fromEntries(
        [
          ...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
        ].map(([, hreflang, href]) => [hreflang!, href!]),
      ),
    }));
    expect(
      entries.filter((entry) => Object.keys(entry.alternates).length > 0).length,
    ).toBeGreaterThan(0);
    for (const entry of entries) {
      const head = await pageHead(localPath(entry.url));
      expect(head && addresses(head.alternates), entry.url).toEqual(addresses(entry.alternates));
    }
  });
});

// Hidden text is read too (the closed menu, the other sign-in label), so one width sees it all.
test("no English label on a Spanish page: no text of the English catalogue, outside what is marked English @desktop", async ({
  page,
}) => {
  // Each layout, and each page an editor writes: the other pages fill their layout with fields.
  const routes = builtRoutesIn("es").filter((route) => browserCheckedPaths.includes(route));
  test.setTimeout(30_000 + routes.length * 10_000);
  const labels = englishLabels();

  // The scan finds the catalogue's labels where they are: on an English page.
  await page.goto("/");
  const english = labelsIn(await page.evaluate(pageTexts, "en"), labels);
  expect(english.map((label) => label.text)).toContain("Join Now");

  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const texts = await page.evaluate(pageTexts, "es");
    for (const label of labelsIn(texts, labels))
      found.push(`${route}: "${label.text}" (${label.key})`);
  }
  expect(routes.length, "Spanish pages in the build").toBeGreaterThan(0);
  expect(found).toEqual([]);
});

test("the language switch follows a client navigation: a translated post's counterpart, then the home for one English only has @desktop", async ({
  page,
}) => {
  const spanish = new Set(getAllPosts("es").map((post) => post.slug));
  const translated = getAllPosts().find((post) => spanish.has(post.slug))!;
  const englishOnly = getAllPosts().find((post) => !spanish.has(post.slug))!;
  const toSpanish = page
    .getByRole("navigation", { name: translator("en", "languageSwitch")("label") })
    .getByRole("link", { name: localeFacts.es.name });

  await page.goto(routesFor("en").blog);
  await expect(toSpanish).toHaveAttribute("href", routesFor("es").blog);
  // A mark on the window survives a client navigation, and would not survive a page load.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page
    .locator(`main a[href="${postPath(translated.slug)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(postPath(translated.slug));
  await expect(toSpanish).toHaveAttribute("href", postPath(translated.slug, "es"));
  await page.goBack();
  await expect(toSpanish).toHaveAttribute("href", routesFor("es").blog);
  await page
    .locator(`main a[href="${postPath(englishOnly.slug)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(postPath(englishOnly.slug));
  await expect(toSpanish).toHaveAttribute("href", localeHome("es"));
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});
