import { siteLocale } from "@/config/locale";
import type { Page } from "@playwright/test";
import { annualPrice } from "@/domain/pricing/billing";
import { formatMoney } from "@/domain/pricing/format";
import { E2E_SITE_URL } from "./support/env";
import { test, expect } from "./support/fixtures";
import { served } from "./support/served";
import { contentSlugs, publicUrl, sitePaths } from "./support/site-pages";
import { indexableRoutes, sitemapRoutes } from "./support/site-routes";
import { locations, servedSitemap } from "./support/sitemap";
import { occurrences, reactPayload } from "./support/react-payload";
import { brandFaq, creatorFaq, pricingFaq } from "@/lib/content/site-copy";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, plans } from "@/lib/content/price-list";

test.describe("sitemap and robots", () => {
  test("the sitemap lists every page, post, tag page and case study on the public URL @desktop", async ({
    request,
  }) => {
    expect((await request.get("/sitemap.xml")).status()).toBe(200);
    const { index, maps } = await servedSitemap(request);
    // An index of maps, one per language and kind, each a list of pages on the public URL.
    expect(index).toMatch(
      /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(maps.map((map) => map.url)).toContain(publicUrl("/sitemaps/en-posts.xml"));
    expect(maps.map((map) => map.url)).toContain(publicUrl("/sitemaps/es-pages.xml"));
    for (const map of maps) {
      expect(map.status, map.url).toBe(200);
      expect(map.xml, map.url).toMatch(/<urlset /);
    }
    const listed = maps.flatMap((map) => locations(map.xml));
    expect([...listed].sort()).toEqual(sitePaths.map(publicUrl).sort());
    // Counted from the files, not from the loader the sitemap uses.
    for (const slug of contentSlugs("blog")) expect(listed).toContain(publicUrl(`/blog/${slug}`));
    for (const slug of contentSlugs("casestudies")) {
      expect(listed).toContain(publicUrl(`/casestudies/${slug}`));
    }
    expect(listed.filter((url) => url?.includes("/blog/tags/")).length).toBeGreaterThan(0);
  });

  test("the sitemap lists every page the build exported, and no other @desktop", () => {
    // Compared with the built pages, not with the list the sitemap is made from: a page that
    // list misses fails here. Pages marked noindex (the not-found page) are left out.
    const exported = indexableRoutes();
    expect(exported.length).toBeGreaterThan(6);
    expect(sitemapRoutes()?.sort()).toEqual(exported);
  });

  test("robots.txt allows crawling and names the sitemap @desktop", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
  });
});

/** Every `<a href>` of an HTML document, entities decoded. */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, "&"),
  );
}

test("every internal link on every page resolves, anchors included @desktop", async ({
  baseURL,
}) => {
  const missing: string[] = [];
  const fetchPage = async (path: string) => {
    const { status, text } = await served(path);
    if (status !== 200) missing.push(`${path} answers ${status}`);
    return text;
  };

  const targets = new Map<string, Set<string>>();
  for (const source of sitePaths) {
    for (const href of anchorHrefs(await fetchPage(source))) {
      const url = new URL(href, new URL(source, baseURL));
      const internal = url.origin === baseURL || url.origin === E2E_SITE_URL;
      if (!internal) continue;
      const fragments = targets.get(url.pathname) ?? new Set<string>();
      if (url.hash) fragments.add(`${decodeURIComponent(url.hash.slice(1))} (from ${source})`);
      targets.set(url.pathname, fragments);
    }
  }

  expect(targets.size).toBeGreaterThan(sitePaths.length / 2);
  for (const [target, fragments] of targets) {
    const html = await fetchPage(target);
    for (const fragment of fragments) {
      const id = fragment.replace(/ \(from .*\)$/, "");
      if (!html.includes(`id="${id}"`)) missing.push(`#${fragment} on ${target}`);
    }
  }
  expect(missing, "links and anchors that lead nowhere").toEqual([]);
});

/** The price a plan card shows, read as the visitor sees it. */
function planCard(page: Page, name: string) {
  return page.getByRole("article", { name });
}

async function expectPrices(page: Page, period: "monthly" | "annual") {
  for (const plan of plans) {
    const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
    const shown = formatMoney(
      period === "monthly" ? plan.monthlyCents : annual.perMonthCents,
      CURRENCY,
      siteLocale.tag,
    );
    const hidden = formatMoney(
      period === "monthly" ? annual.perMonthCents : plan.monthlyCents,
      CURRENCY,
      siteLocale.tag,
    );
    const card = planCard(page, plan.name);
    await expect(card.getByText(shown, { exact: true })).toBeVisible();
    await expect(card.getByText(hidden, { exact: true })).toBeHidden();
    if (period === "annual") {
      await expect(card).toContainText(
        `Billed ${formatMoney(annual.perYearCents, CURRENCY, siteLocale.tag)} yearly`,
      );
    }
  }
}

test.describe("pricing", () => {
  test("the billing switch changes the prices shown, by pointer and by keyboard", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const billing = page.getByRole("group", { name: "Billing period" });
    const monthly = billing.getByRole("radio", { name: "Monthly" });
    const annual = billing.getByRole("radio", { name: /Annual/ });
    await expect(monthly).toBeChecked();
    await expectPrices(page, "monthly");

    await billing.getByText("Annual").click();
    await expect(annual).toBeChecked();
    await expectPrices(page, "annual");

    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(annual).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toBeChecked();
    await expectPrices(page, "monthly");
  });

  test("publishes each plan as a Product with monthly and yearly offers @desktop", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const products = (await structuredData(page)).filter((node) => node["@type"] === "Product");
    expect(products.map((product) => product.name)).toEqual(
      plans.map((plan) => `Gigloom ${plan.name}`),
    );
    for (const [index, plan] of plans.entries()) {
      const offers = products[index]!.offers as Array<{ price: string }>;
      const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
      expect(offers.map((offer) => offer.price)).toEqual([
        (plan.monthlyCents / 100).toFixed(2),
        (annual.perYearCents / 100).toFixed(2),
      ]);
    }
  });

  test("its page data holds the tick once for each of its two forms, not once for each cell @desktop", async ({
    request,
  }) => {
    const html = await (await request.get("/pricing")).text();
    // The path of CheckIcon, shown in each plan's features and each included cell of the table.
    const tick = "m4.5 10.5 3.5 3.5 7.5-8";
    expect(occurrences(html, `d="${tick}"`)).toBeGreaterThan(50);
    // Once for the table's cells and once for the feature lists: each use refers to it.
    expect(occurrences(reactPayload(html), tick)).toBe(2);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pricing switch still works and the annual saving is said in words @desktop", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByText(`save ${ANNUAL_DISCOUNT_PERCENT}%`).first()).toBeVisible();
    await expectPrices(page, "monthly");
    await page.getByRole("group", { name: "Billing period" }).getByText("Annual").click();
    await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
    await expectPrices(page, "annual");
  });

  test("FAQ answers open and close @mobile", async ({ page }) => {
    await page.goto("/creators");
    const question = page.getByText(creatorFaq[0]!.question);
    const answer = page.getByText(creatorFaq[0]!.answer);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});

type JsonLdNode = { "@type": string; [key: string]: unknown };

async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLdNode);
}

test.describe("structured data", () => {
  const pagesWithFaq = [
    { path: "/", faq: brandFaq, also: ["Organization", "WebSite"] },
    { path: "/creators", faq: creatorFaq, also: [] },
    { path: "/pricing", faq: pricingFaq, also: ["Product"] },
  ];

  for (const { path, faq, also } of pagesWithFaq) {
    test(`${path} publishes its FAQ as shown on the page @desktop`, async ({ page }) => {
      await page.goto(path);
      const nodes = await structuredData(page);
      for (const type of also) expect(nodes.map((node) => node["@type"])).toContain(type);
      const faqPage = nodes.find((node) => node["@type"] === "FAQPage");
      const questions = (faqPage?.mainEntity as Array<{ name: string }>).map((q) => q.name);
      expect(questions).toEqual(faq.map((item) => item.question));
      await expect(page.locator("details > summary")).toHaveText(questions);
    });
  }
});
