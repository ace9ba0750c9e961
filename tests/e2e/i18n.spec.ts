import { DEFAULT_LOCALE, LOCALES, localeFacts } from "@/config/locale";
import { localeOfPath, pagePaths } from "@/i18n/counterparts";
import { counterpartPages } from "@/lib/content/counterpart-pages";
import { test, expect } from "./support/fixtures";
import { E2E_SITE_URL } from "./support/env";
import { englishLabels, labelsIn, pageTexts } from "./support/english-labels";
import { pageHead } from "./support/page-head";
import { publicUrl } from "./support/site-pages";
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
