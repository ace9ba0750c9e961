import {
  CARDS_PER_PAGE,
  caseStudyPath,
  getAllCaseStudies,
  getAllPosts,
  getCaseStudyBySlug,
  getPostBySlug,
  postPath,
} from "@/lib/content";
import { localeFacts, type Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { RESULTS_PER_STEP } from "@/lib/search/result-markup.mjs";
import { AFTER_PAINT_PRELOADS_ID, EARLY_RESULTS_ID } from "@/lib/search/after-paint-preloads.mjs";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { header, headerLabels, menuToggle, mobileMenu } from "./support/header";
import { expectHydrated, holdScripts } from "./support/held-scripts";
import { probeIntl } from "./support/intl-probe";
import { drawnResults, searchPage, searchWords, watchPagefind } from "./support/search";

// What search finds and where a box leads do not depend on the width: checked once, at 1280
// (@desktop). What the width changes, the results' layout and axe over it, runs at both.

/**
 * A word from the body of one post and one case study in each language, in no title: a
 * search that finds them reads the pages' text, not their names.
 */
const BODY_WORDS = {
  en: {
    post: { word: "adjectives", slug: "how-to-brief-a-creator" },
    study: { word: "athletes", slug: "velomira" },
  },
  es: {
    post: { word: "adjetivos", slug: "how-to-brief-a-creator" },
    study: { word: "autonomía", slug: "velomira" },
  },
} as const;

const LOCALES: Locale[] = ["en", "es"];

for (const locale of LOCALES) {
  const pages = routesFor(locale);
  const words = searchWords(locale);
  const { post, study } = BODY_WORDS[locale];

  test.describe(`search in ${locale}`, () => {
    test("a word from a post's body finds the post, and one from a case study's finds the study @desktop", async ({
      page,
    }) => {
      await page.goto(pages.search);
      const search = searchPage(page, locale);
      await expect(search.box).toBeFocused();

      const postTitle = getPostBySlug(post.slug, locale)!.title;
      expect(postTitle.toLowerCase()).not.toContain(post.word);
      await search.box.fill(post.word);
      await expect(search.links.first()).toHaveText(postTitle);
      await expect(search.links.first()).toHaveAttribute("href", postPath(post.slug, locale));
      // The excerpt marks the word where the body has it.
      await expect(search.results.locator("mark").first()).toHaveText(new RegExp(post.word, "i"));
      // The words stay out of the address, which Analytics and the next page's referrer read.
      await expect(search.status).toContainText(`“${post.word}”`);
      await expect(page).toHaveURL(pages.search);

      const studyTitle = getCaseStudyBySlug(study.slug, locale)!.title;
      expect(studyTitle.toLowerCase()).not.toContain(study.word);
      await search.box.fill(study.word);
      await expect(search.links.first()).toHaveText(studyTitle);
      await expect(search.links.first()).toHaveAttribute("href", caseStudyPath(study.slug, locale));
      await expect(search.status).toHaveText(
        new RegExp(
          `^\\d+ ${locale === "en" ? "results? for" : "resultados? para"} “${study.word}”$`,
        ),
      );
    });

    test("?q= in the URL opens with its results, each with its kind and the study its cover, and leaves the address", async ({
      page,
    }) => {
      await page.goto(`${pages.search}?q=${study.word}&utm_source=mail`);
      const search = searchPage(page, locale);
      await expect(search.box).toHaveValue(study.word);
      await expect(page).toHaveURL(`${pages.search}?utm_source=mail`);
      const first = search.results.getByRole("listitem").first();
      await expect(first.getByRole("link")).toHaveText(
        getCaseStudyBySlug(study.slug, locale)!.title,
      );
      await expect(first).toContainText(locale === "en" ? "Case study" : "Caso de éxito");
      const cover = first.getByRole("img");
      await expect(cover).toBeVisible();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });

    test("a word for no page says so, and the words stay in the box @desktop", async ({ page }) => {
      await page.goto(pages.search);
      const search = searchPage(page, locale);
      await search.box.fill("qxzvvk");
      await expect(search.status).toHaveText(
        locale === "en" ? "No results for “qxzvvk”" : "No hay resultados para “qxzvvk”",
      );
      await expect(search.results.getByRole("listitem")).toHaveCount(0);
    });

    test("filters narrow the results to the kind ticked @desktop", async ({ page }) => {
      await page.goto(`${pages.search}?q=${locale === "en" ? "creators" : "creadores"}`);
      const search = searchPage(page, locale);
      await expect(search.links.first()).toBeVisible();
      // Said once the words rest, a moment after the results are shown.
      await expect(search.status).toContainText(/\d/);
      const countOf = async () => Number((await search.status.textContent())!.match(/\d+/)![0]);
      const before = await countOf();

      await search.filterToggle.click();
      const kind = page.getByRole("group", { name: words.filters.kind, exact: true });
      await expect(kind).toBeVisible();
      await kind
        .getByRole("checkbox", { name: locale === "en" ? "Case study" : "Caso de éxito" })
        .check();
      await expect.poll(countOf).toBeLessThan(before);
      const studies = getAllCaseStudies(locale).map((entry) => caseStudyPath(entry.slug, locale));
      for (const href of await search.links.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")!),
      )) {
        expect(studies).toContain(href);
      }
    });

    test("lists each filter's values in the language's alphabetical order, sorted at build time @desktop", async ({
      page,
    }) => {
      const made = await probeIntl(page);
      await page.goto(`${pages.search}?q=${locale === "en" ? "creators" : "creadores"}`);
      const search = searchPage(page, locale);
      await expect(search.links.first()).toBeVisible();
      await search.filterToggle.click();
      const collator = new Intl.Collator(localeFacts[locale].tag);
      let listed = 0;
      for (const group of await search.filters.all()) {
        const values = await group.locator("label > span:first-of-type").allTextContents();
        expect(values, (await group.locator("legend").textContent()) ?? "").toEqual(
          [...values].sort(collator.compare),
        );
        listed += values.length;
      }
      expect(listed, "filter values shown").toBeGreaterThan(3);
      // The browser collates nothing: the order came with the page.
      expect(await made()).not.toContain("Collator");
    });
  });
}

test("the Spanish index returns Spanish pages only @desktop", async ({ page }) => {
  await page.goto(`${routesFor("es").search}?q=Kelpwise`);
  const search = searchPage(page, "es");
  await expect(search.links.first()).toBeVisible();
  const hrefs = await search.links.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")!),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/es(\/|$)/);
});

test("keyboard only: / from the home page, type, arrow to a result, Enter, then Back and a reload restore the search @desktop", async ({
  page,
}) => {
  const { post } = BODY_WORDS.en;
  await page.goto("/");
  await page.keyboard.press("/");
  await expect(page).toHaveURL("/search");
  const search = searchPage(page, "en");
  await expect(search.box).toBeFocused();
  await page.keyboard.type(post.word);
  await expect(search.status).toContainText(`“${post.word}”`);

  await page.keyboard.press("ArrowDown");
  await expect(search.links.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(search.box).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(postPath(post.slug));
  // The post is told it was opened from the site, never what was searched for.
  expect(await page.evaluate(() => document.referrer)).toBe(new URL(page.url()).origin + "/");

  await page.goBack();
  await expect(page).toHaveURL("/search");
  await expect(search.box).toHaveValue(post.word);
  await expect(search.links.first()).toHaveText(getPostBySlug(post.slug)!.title);
  await page.reload();
  await expect(search.box).toHaveValue(post.word);
  await expect(search.links.first()).toHaveText(getPostBySlug(post.slug)!.title);
});

test("a visitor quicker than the typing pause still finds every typed word on coming Back @desktop", async ({
  page,
}) => {
  await page.goto("/search?q=usage");
  const search = searchPage(page, "en");
  await expect(search.status).toContainText("“usage”");
  // The pause after typing never ends: only leaving the box can write the words.
  await page.clock.install();
  await search.box.press("End");
  await page.keyboard.type(" rights");
  await page.keyboard.press("ArrowDown");
  await expect(search.links.first()).toBeFocused();
  const target = await search.links.first().getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(target!);

  await page.goBack();
  await expect(page).toHaveURL("/search");
  await expect(searchPage(page, "en").box).toHaveValue("usage rights");
});

test.describe("before the page's scripts have run", () => {
  test.use({ waitForHydration: false });

  test("words typed before the page's scripts have run find their results at once, drawn as React then draws them @desktop", async ({
    page,
  }) => {
    const { post } = BODY_WORDS.en;
    const release = await holdScripts(page);
    await page.goto(routesFor("en").search, { waitUntil: "domcontentloaded" });
    const search = searchPage(page, "en");
    // The box has the focus from the first paint: a visitor types at once.
    await expect(search.box).toBeFocused();
    await page.keyboard.type(post.word);
    await expect(search.links.first()).toHaveText(getPostBySlug(post.slug)!.title);
    await expect(search.results).toContainText(`for “${post.word}”`);
    await expect(search.results.getByText(searchWords("en").hint)).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const early = await drawnResults(search.results);

    release();
    await expectHydrated(page);
    await expect(search.box).toHaveValue(post.word);
    await expect(page.locator(`#${EARLY_RESULTS_ID}`)).toHaveCount(0);
    await expect(search.links.first()).toHaveText(getPostBySlug(post.slug)!.title);
    expect(await drawnResults(search.results)).toEqual(early);
    await expect(page).toHaveURL(routesFor("en").search);
  });

  test("the search page's chunks wait for its search files, which a visitor's first words need @desktop", async ({
    page,
  }) => {
    let releaseSearch = () => {};
    const held = new Promise<void>((resolve) => (releaseSearch = resolve));
    await page.route("**/pagefind/**", async (route) => {
      await held;
      await route.continue();
    });
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/_next/static/chunks/")) {
        chunks.push(request.url());
      }
    });
    await page.goto(routesFor("en").search);
    await expect(page.locator(`#${AFTER_PAINT_PRELOADS_ID}`)).toHaveAttribute(
      "data-preloads-added",
    );
    // However long the search's files take, the page's scripts do not compete with them.
    await page.waitForTimeout(1_000);
    expect(chunks.filter((url) => url.endsWith(".js"))).toEqual([]);
    releaseSearch();
    await expectHydrated(page);
    expect(chunks.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(0);
  });

  test("filters opened before the page's scripts have run get their values once they run @desktop", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(routesFor("en").search, { waitUntil: "domcontentloaded" });
    const search = searchPage(page, "en");
    await search.filterToggle.click();
    release();
    await expectHydrated(page);
    await expect(search.filters.first().getByRole("checkbox").first()).toBeVisible();
  });
});

test("Show more adds the next results and takes the focus to the first of them @desktop", async ({
  page,
}) => {
  await page.goto(`${routesFor("en").search}?q=creator`);
  const search = searchPage(page, "en");
  await expect(search.links).toHaveCount(RESULTS_PER_STEP);
  const addresses = () =>
    search.links.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const shown = await addresses();
  await page.getByRole("button", { name: searchWords("en").showMore }).press("Enter");
  await expect(search.links.nth(RESULTS_PER_STEP)).toBeFocused();
  await expect.poll(() => search.links.count()).toBeGreaterThan(RESULTS_PER_STEP);
  // The first results stay as they were, and none comes twice.
  const all = await addresses();
  expect(all.slice(0, RESULTS_PER_STEP)).toEqual(shown);
  expect(new Set(all).size).toBe(all.length);
});

test("Ctrl+K and ⌘K open the page's own language's search; / typed into a field stays there @desktop", async ({
  page,
}) => {
  await page.goto(routesFor("es").pricing);
  await page.keyboard.press("Control+k");
  await expect(page).toHaveURL(routesFor("es").search);
  await expect(searchPage(page, "es").box).toBeFocused();

  await page.goto("/blog");
  await page.keyboard.press("Meta+k");
  await expect(page).toHaveURL("/search");

  await page.goto("/contact");
  const name = page.getByRole("textbox", { name: "Name" });
  await name.fill("");
  await name.pressSequentially("a/b");
  await expect(name).toHaveValue("a/b");
  await expect(page).toHaveURL("/contact");
});

test("the header's search link leads to the search page, its box focused @desktop", async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const labels = headerLabels(locale);
    await page.goto(labels.pages.pricing);
    const link = header(page).getByRole("link", { name: labels.search, exact: true });
    await expect(link).toHaveAttribute("href", labels.pages.search);
    await link.focus();
    await expect(link).toHaveCSS("outline-style", "solid");
    await link.click();
    await expect(page).toHaveURL(labels.pages.search);
    await expect(searchPage(page, locale).box).toBeFocused();
  }
});

test("the mobile menu's search link, after the five links, leads to the search page @mobile", async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const labels = headerLabels(locale);
    await page.goto(labels.pages.home);
    await menuToggle(page, labels).click();
    const link = mobileMenu(page).getByRole("link", { name: labels.search, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(labels.pages.search);
    await expect(searchPage(page, locale).box).toBeFocused();
  }
});

test("no search byte loads on the home page until search is opened", async ({ page }) => {
  const pagefind = watchPagefind(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(pagefind).toEqual([]);

  await page.keyboard.press("/");
  await expect(searchPage(page, "en").box).toBeFocused();
  await expect.poll(() => pagefind.length).toBeGreaterThan(0);
});

test("the search page preloads its engine, and a query fetches its own index files, each once @desktop", async ({
  page,
}) => {
  const pagefind = watchPagefind(page);
  await page.goto("/search");
  const search = searchPage(page, "en");
  const html = await (await page.request.get("/search")).text();
  expect(html, "nothing of search is fetched before the first paint").not.toMatch(
    /<link[^>]*\/pagefind\//,
  );

  await search.box.fill(BODY_WORDS.en.study.word);
  await expect(search.links.first()).toBeVisible();
  await search.box.fill(BODY_WORDS.en.post.word);
  await expect(search.links.first()).toHaveAttribute("href", /how-to-brief-a-creator/);
  // The preloads, which the chunk loader adds a few a task after the first paint, all of them
  // before Pagefind starts: the English engine, and no index chunk or fragment.
  const preloaded = await page
    .locator('link[href^="/pagefind/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded.some((url) => url.endsWith("/wasm.en.pagefind"))).toBe(true);
  expect(preloaded.some((url) => /\/(index|fragment)\//.test(url))).toBe(false);
  expect(preloaded.some((url) => /_es|\.es\./.test(url))).toBe(false);
  // Pagefind fetched what it needed from the page (no worker of its own, whose fetches the
  // preloads would not answer), each file once: a preload it did not use would be fetched again.
  // That holds for its entry file too, which it asks for at the tag the page preloads it at.
  // Beyond the preloads, only the queries' own English index chunks and fragments.
  expect(preloaded.some((url) => url.includes("pagefind-entry.json?ts="))).toBe(true);
  expect(pagefind.filter((url, index) => pagefind.indexOf(url) !== index)).toEqual([]);
  const fetched = pagefind.filter((url) => !preloaded.includes(url));
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((url) => !/\/(index|fragment)\/en_/.test(url))).toEqual([]);
});

test("the search page starts its engine at the visitor's first act on it, not before @desktop", async ({
  page,
}) => {
  // Counts the WebAssembly modules the page compiles: Pagefind's engine is the only one.
  await page.addInitScript(() => {
    const counted = { compiled: 0 };
    Object.assign(window, { __engine: counted });
    for (const name of ["instantiate", "instantiateStreaming", "compile", "compileStreaming"]) {
      const original = Reflect.get(WebAssembly, name) as (...args: unknown[]) => unknown;
      Reflect.set(WebAssembly, name, (...args: unknown[]) => {
        counted.compiled += 1;
        return original.apply(WebAssembly, args);
      });
    }
  });
  const compiled = () => page.evaluate(() => Reflect.get(window, "__engine").compiled as number);
  await page.goto("/search");
  const search = searchPage(page, "en");
  await expectHydrated(page);
  // Every search file is preloaded by now, which is when the engine used to start.
  await expect(page.locator(`#${AFTER_PAINT_PRELOADS_ID}`)).toHaveAttribute("data-preloads-added");
  await page.waitForLoadState("networkidle");
  expect(await compiled(), "engine compiled before anyone searched").toBe(0);

  // Opening the filters is an act on the search: their values come with the engine.
  await search.filterToggle.click();
  await expect(search.filters.first().getByRole("checkbox").first()).toBeVisible();
  expect(await compiled()).toBeGreaterThan(0);
});

test("axe finds nothing on the search page with results and filters shown", async ({ page }) => {
  await page.goto(`/search?q=${BODY_WORDS.en.study.word}`);
  const search = searchPage(page, "en");
  await expect(search.links.first()).toBeVisible();
  await search.filterToggle.click();
  await expect(search.filters.first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("when Pagefind cannot load", () => {
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED|pagefind/i] });

  test("the page says so plainly and keeps the words typed @desktop", async ({ page }) => {
    await page.route("**/pagefind/pagefind.js", (route) => route.abort());
    await page.goto("/search?q=usage");
    const search = searchPage(page, "en");
    await expect(search.status).toHaveText(searchWords("en").failed);
    await search.box.fill("usage rights");
    await expect(search.box).toHaveValue("usage rights");
    await expect(search.status).toHaveText(searchWords("en").failed);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the ${locale} search page says search needs it and lists every page of the language, the newest posts and studies, and their lists @desktop`, async ({
      page,
    }) => {
      await page.goto(routesFor(locale).search);
      // Playwright's text matching skips <noscript>: the notice is found by its place.
      const notice = page.locator("main noscript > p");
      await expect(notice).toBeVisible();
      expect(await notice.evaluate((p) => p.textContent)).toBe(searchWords(locale).noScript);
      const siteMap = page.getByRole("region", { name: searchWords(locale).sitemap.title });
      const hrefs = await siteMap
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      // Every page of the config (the rate guide included) but the search page itself.
      const pages = Object.entries(routesFor(locale)).filter(([id]) => id !== "search");
      const newest = <T>(entries: T[]) => entries.slice(0, CARDS_PER_PAGE);
      const expected = [
        ...pages.map(([, path]) => path),
        ...newest(getAllPosts(locale)).map((entry) => postPath(entry.slug, locale)),
        ...newest(getAllCaseStudies(locale)).map((entry) => caseStudyPath(entry.slug, locale)),
      ];
      for (const href of expected) expect(hrefs).toContain(href);
      // However many there are, the page lists a page's worth and links the list of the rest.
      const words = searchWords(locale).sitemap;
      for (const [section, everyOne, list] of [
        [words.posts, words.everyPost, routesFor(locale).blog],
        [words.caseStudies, words.everyCaseStudy, routesFor(locale).caseStudies],
      ] as const) {
        const links = siteMap.getByRole("navigation", { name: section }).getByRole("link");
        expect(await links.count()).toBeLessThanOrEqual(CARDS_PER_PAGE + 1);
        await expect(links.last()).toHaveText(everyOne);
        await expect(links.last()).toHaveAttribute("href", list);
      }
      expect(hrefs.every((href) => locale === "en" || href!.startsWith("/es"))).toBe(true);
    });
  }

  test("a page opened from a search's address gets no words as its referrer, only the site @desktop", async ({
    page,
  }) => {
    // No script takes the words out of the address here: the page's referrer policy keeps them.
    await page.goto("/search?q=ottoline.q%40example.org");
    const siteMap = page.getByRole("region", { name: searchWords("en").sitemap.title });
    // The newest post: the site map lists a page's worth of posts, newest first.
    const [newest] = getAllPosts("en");
    await siteMap.getByRole("link", { name: newest!.title }).click();
    await expect(page).toHaveURL(postPath(newest!.slug));
    const referrer = await page.evaluate(() => document.referrer);
    expect(referrer).toBe(new URL(page.url()).origin + "/");
  });
});
