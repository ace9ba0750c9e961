import type { Page } from "@playwright/test";
import {
  blogFeedPath,
  blogPageParams,
  CARDS_PER_PAGE,
  caseStudyPath,
  getAllCaseStudies,
  getAllPosts,
  getCaseStudiesByIndustry,
  getCaseStudiesByPlatform,
  industryFilterPath,
  platformFilterPath,
  postPath,
  tagPath,
} from "@/lib/content";
import { MESSAGES } from "@/i18n/messages";
import { formatDate } from "@/lib/format-date";
import { expect, test } from "./support/fixtures";
import { titlesThroughPages } from "./support/list-pages";

// The content the build was made from: the tests compare the pages against it.
const posts = getAllPosts();
const studies = getAllCaseStudies();
const firstPost = posts[0]!;
const firstStudy = studies[0]!;

const caseStudyCards = (page: Page) =>
  page.getByRole("list", { name: "Case studies", exact: true }).getByRole("listitem");

test.describe("blog feed", () => {
  test("is advertised on the blog, parses as RSS and lists every post @desktop", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveCount(1);
    const feedUrl = new URL((await alternate.getAttribute("href"))!);
    expect(feedUrl.pathname).toBe(blogFeedPath);

    const response = await request.get(blogFeedPath);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.nodeName,
        items: [...doc.querySelectorAll("channel > item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, xml);

    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.items.map((item) => new URL(item.link).pathname).sort()).toEqual(
      posts.map((post) => postPath(post.slug)).sort(),
    );
    for (const post of posts) {
      const item = feed.items.find((i) => i.link.endsWith(postPath(post.slug)));
      expect(item?.title).toBe(post.title);
      expect(new Date(item!.pubDate).toISOString().slice(0, 10)).toBe(post.date);
    }
  });
});

test.describe("blog posts", () => {
  test("the index pages through every post and each post shows its author, date and reading time @desktop", async ({
    page,
  }) => {
    await page.goto("/blog");
    expect(await titlesThroughPages(page, "All posts")).toEqual(posts.map((post) => post.title));

    for (const post of posts) {
      await page.goto(postPath(post.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const header = page.locator("article header");
      await expect(header).toContainText(`By ${post.author.name}`);
      await expect(header.locator(`time[datetime="${post.date}"]`)).toHaveText(
        formatDate(post.date),
      );
      await expect(header).toContainText(`${post.readingTimeMinutes} min read`);
      expect(post.readingTimeMinutes).toBeGreaterThanOrEqual(2);
    }
  });

  test("a tag page lists exactly that tag's posts @desktop", async ({ page }) => {
    const tag = firstPost.tags[0]!;
    await page.goto(postPath(firstPost.slug));
    await page
      .getByRole("list", { name: "Topics of this post" })
      .getByRole("link", { name: tag.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${tagPath(tag.id)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tag.label);
    const expected = posts.filter((post) => post.tags.some((t) => t.id === tag.id));
    expect(await titlesThroughPages(page, `Posts tagged ${tag.label}`)).toEqual(
      expected.map((p) => p.title),
    );
  });

  test("a post carries BlogPosting structured data @desktop", async ({ page }) => {
    await page.goto(postPath(firstPost.slug));
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(json!)).toMatchObject({
      "@type": "BlogPosting",
      headline: firstPost.title,
      datePublished: firstPost.date,
      author: { name: firstPost.author.name },
    });
  });

  test("a post's share image is a PNG @desktop", async ({ page, request }) => {
    await page.goto(postPath(firstPost.slug));
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/png");
  });
});

/** Picks a filter link, then checks the list holds exactly the expected studies. */
async function expectFilterNarrows(
  page: Page,
  link: { name: RegExp; path: string },
  expected: typeof studies,
) {
  await page
    .getByRole("navigation", { name: "Filter case studies" })
    .getByRole("link", link)
    .click();
  await expect(page).toHaveURL(new RegExp(`${link.path}$`));
  await expect(caseStudyCards(page).getByRole("heading", { level: 2 })).toHaveText(
    expected.slice(0, CARDS_PER_PAGE).map((study) => study.title),
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`case-study filters with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("narrow the list by industry and by platform, and reset @desktop", async ({ page }) => {
      await page.goto("/casestudies");
      expect(await titlesThroughPages(page, "Case studies")).toEqual(
        studies.map((study) => study.title),
      );
      await page.goto("/casestudies");

      const industry = firstStudy.industry;
      await expectFilterNarrows(
        page,
        { name: new RegExp(`^${industry.label}`), path: industryFilterPath(industry.id) },
        getCaseStudiesByIndustry(industry.id),
      );
      expect(getCaseStudiesByIndustry(industry.id).length).toBeLessThan(studies.length);

      const platform = { id: "pinterest", label: "Pinterest" };
      await expectFilterNarrows(
        page,
        { name: /^Pinterest/, path: platformFilterPath(platform.id) },
        getCaseStudiesByPlatform(platform.id),
      );
      await expect(page.getByRole("link", { name: /^Pinterest/ })).toHaveAttribute(
        "aria-current",
        "page",
      );

      await page.getByRole("link", { name: /^All case studies/ }).click();
      await expect(page).toHaveURL(/\/casestudies$/);
      await expect(caseStudyCards(page)).toHaveCount(Math.min(studies.length, CARDS_PER_PAGE));
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Spanish blog pages through its posts, and a list's page 1 address leads to the list @desktop", async ({
    page,
  }) => {
    await page.goto("/es/blog");
    expect(await titlesThroughPages(page, MESSAGES.es.blog.allPosts)).toEqual(
      getAllPosts("es").map((post) => post.title),
    );
    const shareImage = () => page.locator('meta[property="og:image"]').getAttribute("content");
    const listImage = await shareImage();
    expect(listImage).toContain("/es/blog/opengraph-image");
    // Page "1" of the later pages' route is built only while the blog has no second page.
    const laterPage = blogPageParams("es").some((params) => params.page === "1")
      ? "/es/blog/pagina/1"
      : "/es/blog/pagina/2";
    // A later page shows its list's share image, not one of its own.
    const response = await page.request.get(laterPage);
    expect(/<meta property="og:image" content="([^"]+)"/.exec(await response.text())?.[1]).toBe(
      listImage,
    );
    if (laterPage.endsWith("/1")) {
      await page.goto(laterPage);
      await expect(page).toHaveURL(/\/es\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.es.blog.title);
    } else {
      await page.goto(laterPage);
      await expect(page.locator('a[rel="prev"]')).toHaveAttribute("href", "/es/blog");
    }
  });

  test("a post and a case study render in full @desktop", async ({ page }) => {
    await page.goto(postPath(firstPost.slug));
    await expect(page.locator(".prose h2").first()).toBeVisible();
    await page.goto(caseStudyPath(firstStudy.slug));
    await expect(page.getByRole("img", { name: new RegExp(firstStudy.brand) })).toBeVisible();
  });
});

test.describe("case-study pages", () => {
  test("show every result with its measurement beside an accessible chart", async ({ page }) => {
    for (const study of studies) {
      await page.goto(caseStudyPath(study.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      const results = page.getByRole("region", { name: "Results" });
      await expect(results.getByText("How we measured it:")).toHaveCount(study.results.length);
      for (const result of study.results) await expect(results).toContainText(result.measurement);
      const chart = results.getByRole("img");
      await expect(chart).toHaveAccessibleName(new RegExp(`^${study.brand}: campaign results`));
      await expect(chart).toHaveAccessibleDescription(/baseline/);
    }
  });
});
