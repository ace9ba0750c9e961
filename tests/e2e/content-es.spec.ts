import type { Page } from "@playwright/test";
import { routesFor } from "@/config/site";
import {
  caseStudyPath,
  feedPath,
  getAllCaseStudies,
  getAllPosts,
  getIndustries,
  getCaseStudiesByIndustry,
  industryFilterPath,
  postPath,
} from "@/lib/content";
import { formatDate } from "@/lib/format-date";
import { expect, test } from "./support/fixtures";

// The content the build was made from: the pages are compared against it.
const spanishPosts = getAllPosts("es");
const spanishStudies = getAllCaseStudies("es");
const englishOnlyPosts = getAllPosts().filter(
  (post) => !spanishPosts.some((spanish) => spanish.slug === post.slug),
);
const englishOnlyStudies = getAllCaseStudies().filter(
  (study) => !spanishStudies.some((spanish) => spanish.slug === study.slug),
);
const es = routesFor("es");

/** Every link in the page's main region, by its path. */
const mainLinks = (page: Page) =>
  page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));

test.beforeAll(() => {
  // The edition's promise is two of each; the rest of the suite means nothing without them.
  expect(spanishPosts.length).toBeGreaterThanOrEqual(2);
  expect(spanishStudies.length).toBeGreaterThanOrEqual(2);
  expect(englishOnlyPosts.length).toBeGreaterThan(0);
  expect(englishOnlyStudies.length).toBeGreaterThan(0);
});

test.describe("the Spanish blog", () => {
  test("lists only the translated posts, in Spanish, and advertises the Spanish feed @desktop", async ({
    page,
  }) => {
    await page.goto(es.blog);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const list = page.getByRole("list", { name: "Todos los artículos" });
    await expect(list.getByRole("listitem")).toHaveCount(spanishPosts.length);
    for (const post of spanishPosts) {
      await expect(list.getByRole("link", { name: post.title })).toHaveAttribute(
        "href",
        postPath(post.slug, "es"),
      );
    }
    // No untranslated post, and no English content page, is linked from the Spanish list.
    const links = await mainLinks(page);
    for (const post of englishOnlyPosts) {
      expect(links).not.toContain(postPath(post.slug));
      expect(links).not.toContain(postPath(post.slug, "es"));
    }
    expect(links.filter((path) => !path.startsWith(`${es.home}/`))).toEqual([]);
    await expect(page.getByRole("link", { name: "feed RSS" })).toHaveAttribute(
      "href",
      feedPath("es"),
    );
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveAttribute("title", "Blog de Gigloom");
    expect(new URL((await alternate.getAttribute("href"))!).pathname).toBe(feedPath("es"));
  });

  test("a post reads in Spanish: text, byline, date, topics, and the switch to its original @desktop", async ({
    page,
    request,
  }) => {
    const post = spanishPosts[0]!;
    await page.goto(postPath(post.slug, "es"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const header = page.locator("article header");
    await expect(header).toContainText(`Por ${post.author.name}, ${post.author.role}`);
    await expect(header.locator(`time[datetime="${post.date}"]`)).toHaveText(
      formatDate(post.date, "es"),
    );
    await expect(header).toContainText(`${post.readingTimeMinutes} min de lectura`);
    await expect(page.getByRole("list", { name: "Temas de este artículo" })).toContainText(
      post.tags[0]!.label,
    );
    await expect(page.locator("article footer")).toContainText(`${post.author.role} en Gigloom`);
    await expect(page.getByRole("heading", { name: "Sigue leyendo" })).toBeVisible();
    // A link in the text to a page only English has says so, in words and in hreflang.
    for (const link of await page.locator(".prose a[hreflang]").all()) {
      await expect(link).toHaveAttribute("hreflang", "en");
      expect(await link.evaluate((a) => a.nextSibling?.textContent ?? "")).toMatch(
        /^ \(en inglés\)/,
      );
    }
    // The footer's language switch leads to the English original, and back.
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      postPath(post.slug),
    );
    await page.goto(postPath(post.slug));
    await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute(
      "href",
      postPath(post.slug, "es"),
    );
    // Its share card is its own, in Spanish.
    await page.goto(postPath(post.slug, "es"));
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(image!).pathname).toMatch(new RegExp(`^${postPath(post.slug, "es")}/`));
    const response = await request.get(new URL(image!).pathname);
    expect(response.headers()["content-type"]).toContain("image/png");
  });

  test("an untranslated post has no Spanish page @desktop", async ({ request }) => {
    const response = await request.get(postPath(englishOnlyPosts[0]!.slug, "es"));
    expect(response.status()).toBe(404);
  });

  test("its RSS feed is valid RSS, in Spanish, with only the Spanish posts @desktop", async ({
    page,
    request,
  }) => {
    const response = await request.get(feedPath("es"));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const feed = await page.evaluate(
      (source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: doc.documentElement.nodeName,
          title: doc.querySelector("channel > title")?.textContent,
          language: doc.querySelector("channel > language")?.textContent,
          items: [...doc.querySelectorAll("channel > item")].map((item) => ({
            title: item.querySelector("title")?.textContent,
            link: item.querySelector("link")?.textContent ?? "",
            categories: [...item.querySelectorAll("category")].map((c) => c.textContent),
          })),
        };
      },
      await response.text(),
    );
    expect(feed).toMatchObject({ error: null, root: "rss", title: "Blog de Gigloom" });
    expect(feed.language).toBe("es-419");
    expect(feed.items.map((item) => new URL(item.link).pathname).sort()).toEqual(
      spanishPosts.map((post) => postPath(post.slug, "es")).sort(),
    );
    for (const post of spanishPosts) {
      const item = feed.items.find((i) => i.link.endsWith(postPath(post.slug, "es")))!;
      expect(item.title).toBe(post.title);
      expect(item.categories).toEqual(post.tags.map((tag) => tag.label));
    }
  });
});

test.describe("the Spanish case studies", () => {
  test("the index lists only the translated studies, with Spanish filters over them @desktop", async ({
    page,
  }) => {
    await page.goto(es.caseStudies);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const cards = page.getByRole("list", { name: "Casos de éxito", exact: true });
    await expect(cards.getByRole("listitem")).toHaveCount(spanishStudies.length);
    await expect(page.getByTestId("case-study-count")).toHaveText(
      `Mostrando los ${spanishStudies.length} casos de éxito.`,
    );
    const links = await mainLinks(page);
    for (const study of englishOnlyStudies) {
      expect(links).not.toContain(caseStudyPath(study.slug));
      expect(links).not.toContain(caseStudyPath(study.slug, "es"));
    }
    expect(links.filter((path) => !path.startsWith(`${es.home}/`))).toEqual([]);

    const filters = page.getByRole("navigation", { name: "Filtrar casos de éxito" });
    const industry = getIndustries("es")[0]!;
    await filters.getByRole("link", { name: new RegExp(`^${industry.label}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${industryFilterPath(industry.id, "es")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Casos de éxito: ${industry.label}`,
    );
    await expect(cards.getByRole("listitem")).toHaveCount(
      getCaseStudiesByIndustry(industry.id, "es").length,
    );
  });

  test("a study reads in Spanish: facts, results, numbers and the chart @desktop", async ({
    page,
  }) => {
    const study = spanishStudies[0]!;
    await page.goto(caseStudyPath(study.slug, "es"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    await expect(page.getByText(`Caso de éxito · ${study.brand}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resultados" })).toBeVisible();
    await expect(page.getByText("Creadores contratados")).toBeVisible();
    await expect(page.getByRole("link", { name: study.industry.label })).toHaveAttribute(
      "href",
      industryFilterPath(study.industry.id, "es"),
    );
    await expect(page.getByText("Cómo lo medimos:").first()).toBeVisible();
    await expect(page.locator("svg[role=img] title")).toHaveText(
      `${study.brand}: resultados de la campaña frente a sus referencias`,
    );
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      caseStudyPath(study.slug),
    );
  });
});
