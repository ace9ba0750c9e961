import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect, type Page } from "@playwright/test";
import { parse } from "yaml";
import { landingPageSchema } from "@/lib/content/data/landing-page";
import { rateCardSchema } from "@/lib/content/data/rates";
import { parseContentFile } from "@/lib/content/parse-file";
import { caseStudyFrontMatterSchema, postFrontMatterSchema } from "@/lib/content/schemas";
import { readMarkdownFile } from "@/lib/cms/decap-format.mjs";
import { LOCAL_CMS_URL, LOCAL_SITE_URL } from "../../scripts/local/local-hosts.mjs";
import { HOSTING_URL } from "../../scripts/shared/project.mjs";
import {
  PRODUCTION_PREVIEW_EXTRA_CONTENT,
  PRODUCTION_PREVIEW_URL,
} from "../../scripts/test/production-preview-env.mjs";
import { searchPage } from "./support/search";
import { stubGoogle } from "./support/google-stubs";
import { CMS_SERVER, resetSandbox, SANDBOX_CONTENT, sandboxFiles } from "./support/cms";
import { servedSitemap } from "./support/sitemap";

/**
 * The real admin (Decap's bundle from its own export, served on its own origin by `npm start`,
 * scripts/local/cms-server.mjs) driving the real local backend (decap-server in `npm start`),
 * which saves into a copy of content/ (support/cms.ts). One browser at a time: the tests share
 * that copy.
 */
test.describe.configure({ mode: "serial" });
test.beforeAll(() => resetSandbox());

/**
 * For the first thing a test reads after the admin (re)loads: Decap's bundle, several
 * megabytes of script, takes more than expect's 5 s to boot and load an entry on a busy
 * 2-core machine.
 */
const ADMIN_BOOTED = { timeout: 20_000 };

/** Fails on any Content-Security-Policy violation or uncaught error of the admin. */
async function openAdmin(page: Page, hash = "") {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`),
    ),
  );
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation")) problems.push(message.text());
  });
  // An editor's way in: the site's /admin/, which sends them to the admin's own origin.
  await page.goto("/admin/");
  const login = page.getByRole("button", { name: "Login" });
  await login.waitFor(ADMIN_BOOTED);
  if (hash) await page.evaluate((route) => (location.hash = route), hash);
  // Local mode: one click, no account.
  await login.click();
  return (expected: string[] = []) => expect(problems).toEqual(expected);
}

/** What a page's scripts can read of what the browser keeps for its origin. */
function storageSeen(page: Page) {
  return page.evaluate(async () => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map(({ name }) => name ?? ""),
  }));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function publish(page: Page) {
  await page.getByText("Publish", { exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

test("the admin lists the blog's posts, on its own origin, under its own policy, out of search engines @desktop", async ({
  page,
  request,
}) => {
  const response = await request.get(`${CMS_SERVER}/`);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // Decap's GitHub sign-in is a popup that must keep its opener (docs/editing.md).
  expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*'unsafe-eval'/);
  expect(await (await request.get(`${CMS_SERVER}/robots.txt`)).text()).toContain("Disallow: /");
  const { maps } = await servedSitemap(request);
  expect(maps.length).toBeGreaterThan(0);
  const sitemap = maps.map((map) => map.xml).join("\n");
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
  expect(sitemap).not.toContain(new URL(LOCAL_CMS_URL).host);

  const checkProblems = await openAdmin(page, "#/collections/blog");
  expect(new URL(page.url()).origin).toBe(LOCAL_CMS_URL);
  const titles = Object.values(sandboxFiles("blog")).map(
    (source) => readMarkdownFile(source)!.data.title as string,
  );
  expect(titles.length).toBeGreaterThan(3);
  for (const title of titles) {
    await expect(page.getByText(title, { exact: false }).first()).toBeVisible(ADMIN_BOOTED);
  }
  checkProblems();
});

test("the site's /admin/ sends the editor to the admin's origin, and the site's pages' policy gains nothing @desktop", async ({
  page,
  request,
}) => {
  // No script of the admin, and none at all, on the site's origin.
  const redirect = await (await request.get("/admin/")).text();
  expect(redirect).not.toMatch(/<script/i);
  expect(redirect).toContain(`url=${LOCAL_CMS_URL}/`);
  await page.goto("/admin/");
  await page.waitForURL(`${LOCAL_CMS_URL}/`);

  // Nothing the admin needs is allowed on a site page, and none of its scripts load there.
  for (const path of ["/", "/blog", "/contact"]) {
    const html = await (await request.get(path)).text();
    const siteCsp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
    for (const part of ["unsafe-eval", "8081", new URL(LOCAL_CMS_URL).host, "github"]) {
      expect(siteCsp, `${path}: ${part}`).not.toContain(part);
    }
    expect(html).not.toContain("decap-cms");
  }
});

test("after an editor signs in to the admin, no site page sees any CMS credential @desktop", async ({
  page,
}) => {
  const checkProblems = await openAdmin(page, "#/collections/blog");
  const [title] = Object.values(sandboxFiles("blog")).map(
    (source) => readMarkdownFile(source)!.data.title as string,
  );
  await expect(page.getByText(title!, { exact: false }).first()).toBeVisible(ADMIN_BOOTED);
  // What signing in kept in the browser: Decap's user and its token, in local mode a stand-in.
  const admin = await storageSeen(page);
  const credential = admin.local["decap-cms-user"];
  expect(credential).toBeTruthy();
  checkProblems();

  for (const url of [`${HOSTING_URL}/`, `${HOSTING_URL}/blog`, `${LOCAL_SITE_URL}/`]) {
    await page.goto(url);
    const seen = await storageSeen(page);
    const everything = JSON.stringify(seen);
    expect(
      Object.keys(seen.local).filter((key) => key in admin.local),
      url,
    ).toEqual([]);
    expect(
      Object.keys(seen.session).filter((key) => key in admin.session),
      url,
    ).toEqual([]);
    expect(
      seen.databases.filter((name) => admin.databases.includes(name)),
      url,
    ).toEqual([]);
    expect(everything, url).not.toContain(credential);
    expect(everything, url).not.toMatch(/decap/i);
  }
});

test("the cover of a post that has one shows in the editor @desktop", async ({ page }) => {
  const { cover } = readMarkdownFile(sandboxFiles("blog")["how-to-brief-a-creator.md"]!)!.data;
  expect(cover).toMatch(/^\/uploads\//);
  const checkProblems = await openAdmin(page, "#/collections/blog/entries/how-to-brief-a-creator");
  // Decap shows an image field's value as it is, "/uploads/<file>", from the admin's origin.
  const image = page.locator(`img[src$="${cover as string}"]`);
  await expect(image).toBeVisible(ADMIN_BOOTED);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  checkProblems();
});

test("a new post is saved as a valid file, and a build publishes it, lists it in the feed and makes it searchable @desktop", async ({
  page,
  context,
}) => {
  const title = "Five questions to ask before you hire a creator";
  const slug = "five-questions-to-ask-before-you-hire-a-creator";
  const checkProblems = await openAdmin(page, "#/collections/blog/new");
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Description")
    .fill(
      "Before you send a gig to a creator, ask these five questions about audience, rights, timing and proof of past results.",
    );
  await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
  // A relation to the authors collection: the admin shows their names and saves the file name.
  await choose(page, "Author", "Maya Okafor");
  await choose(page, "Tags", "briefs");
  await choose(page, "Tags", "for-brands");
  await choose(page, "Audience", "brands");
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type(
    "Ask about the audience first. Then ask about usage rights for a kumquat brand.",
  );
  await publish(page);

  // The file name is the URL; the file passes the schema the build uses.
  const file = `${slug}.md`;
  // The whole file, body included (the backend truncates it, then writes it).
  await expect.poll(() => sandboxFiles("blog")[file] ?? "").toContain("kumquat brand.");
  const source = sandboxFiles("blog")[file]!;
  const post = parseContentFile(`content/blog/${file}`, source, postFrontMatterSchema);
  expect(post.meta).toEqual({
    title,
    description: expect.stringContaining("five questions"),
    date: "2026-11-20",
    author: "maya-okafor",
    tags: ["briefs", "for-brands"],
    audience: "brands",
  });
  expect(post.body).toContain("Ask about the audience first.");
  checkProblems();

  // The production-configuration build, made at start-up, holds this very file, byte for byte
  // (PRODUCTION_PREVIEW_EXTRA_CONTENT): that build is a build of this edit.
  const built = readFileSync(join(PRODUCTION_PREVIEW_EXTRA_CONTENT, "blog", file), "utf8");
  expect(source).toBe(built);
  // Its Firebase and Google origins are fake: stubs answer them, as in production.spec.ts.
  await stubGoogle(context);
  await page.goto(`${PRODUCTION_PREVIEW_URL}/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Ask about the audience first.")).toBeVisible();
  // The same build made it searchable, by a word of its body no other page has.
  await page.goto(`${PRODUCTION_PREVIEW_URL}/search?q=kumquat`);
  await expect(searchPage(page, "en").links).toHaveText([title]);
  const feed = await (await page.request.get(`${PRODUCTION_PREVIEW_URL}/blog/rss.xml`)).text();
  expect(feed).toContain(`<title>${title}</title>`);
  expect(feed).toContain(`/blog/${slug}</link>`);
});

test("editing one result value of a case study changes only that line of its file @desktop", async ({
  page,
}) => {
  const before = sandboxFiles("casestudies")["kelpwise.md"]!;
  const checkProblems = await openAdmin(page, "#/collections/casestudies/entries/kelpwise");
  const value = page.locator('input[id^="value-field-"]').first();
  await expect(value).toHaveValue("3100000", ADMIN_BOOTED);
  await value.fill("3200000");
  await publish(page);

  // Wait for the whole file: the backend truncates it, then writes it.
  const saved = () => sandboxFiles("casestudies")["kelpwise.md"] ?? "";
  await expect.poll(() => /value: 3200000\n[\s\S]*\n---\n/.test(saved())).toBe(true);
  const after = saved();
  const [beforeLines, afterLines] = [before.split("\n"), after.split("\n")];
  expect(afterLines.length).toBe(beforeLines.length);
  const changed = afterLines
    .map((line, index) => ({ was: beforeLines[index], now: line }))
    .filter(({ was, now }) => was !== now);
  expect(changed).toEqual([{ was: "    value: 3100000", now: "    value: 3200000" }]);
  // And the build still takes it.
  parseContentFile("content/casestudies/kelpwise.md", after, caseStudyFrontMatterSchema);
  checkProblems();
});

test("an entry with a cover image is published, its cover kept as it was @desktop", async ({
  page,
}) => {
  const file = "how-to-brief-a-creator.md";
  const before = readMarkdownFile(sandboxFiles("blog")[file]!)!;
  expect(before.data.cover).toMatch(/^\/uploads\//);
  const checkProblems = await openAdmin(page, "#/collections/blog/entries/how-to-brief-a-creator");
  const edited = "How to brief a creator so the first draft is usable";
  await page.getByLabel("Title").fill(edited);
  await publish(page);

  // The whole file, body included (the backend truncates it, then writes it).
  const saved = () => sandboxFiles("blog")[file] ?? "";
  await expect
    .poll(() => saved().includes(edited) && readMarkdownFile(saved())?.body === before.body)
    .toBe(true);
  const post = parseContentFile(`content/blog/${file}`, saved(), postFrontMatterSchema);
  expect(post.meta).toMatchObject({ cover: before.data.cover, coverAlt: before.data.coverAlt });
  checkProblems();
});

test("an entry missing a required field is not saved, and the admin says why @desktop", async ({
  page,
}) => {
  const filesBefore = Object.keys(sandboxFiles("blog"));
  const checkProblems = await openAdmin(page, "#/collections/blog/new");
  await page.getByLabel("Title").fill("A post that has no description yet");
  await choose(page, "Author", "Priya Raman");
  await publish(page);

  await expect(page.getByText("Oops, you've missed a required field")).toBeVisible();
  await expect(page.getByText("Description is required.")).toBeVisible();
  await expect(page.getByText("UNSAVED CHANGES", { exact: false })).toBeVisible();
  expect(Object.keys(sandboxFiles("blog"))).toEqual(filesBefore);
  // Decap stops the save by rejecting its own promise with no reason, uncaught: its one error.
  checkProblems(["error: undefined"]);
});

test("the Spanish posts are edited beside the English ones, saved to content/es/blog @desktop", async ({
  page,
}) => {
  // The admin boots twice: on its collection, then on the entry.
  test.slow();
  const file = "how-to-price-a-ugc-video.md";
  const englishBefore = sandboxFiles("blog")[file];
  const spanishBefore = sandboxFiles("es/blog")[file]!;
  const checkProblems = await openAdmin(page, "#/collections/blog-es");
  for (const source of Object.values(sandboxFiles("es/blog"))) {
    const title = readMarkdownFile(source)!.data.title as string;
    await expect(page.getByText(title, { exact: false }).first()).toBeVisible(ADMIN_BOOTED);
  }
  // A translation takes its original's file name, which Decap would draw from the title.
  await expect(page.getByText("New Blog post")).toHaveCount(0);

  await page.goto(`${LOCAL_CMS_URL}/#/collections/blog-es/entries/how-to-price-a-ugc-video`);
  const title = page.getByLabel("Title");
  await expect(title).toHaveValue(
    readMarkdownFile(spanishBefore)!.data.title as string,
    ADMIN_BOOTED,
  );
  const edited = "Cómo ponerle precio a un video UGC, para marcas y creadores";
  await title.fill(edited);
  await publish(page);

  // The whole file, body included (the backend truncates it, then writes it).
  const saved = () => sandboxFiles("es/blog")[file] ?? "";
  const body = readMarkdownFile(spanishBefore)!.body;
  await expect
    .poll(() => saved().includes(edited) && readMarkdownFile(saved())?.body === body)
    .toBe(true);
  const post = parseContentFile(`content/es/blog/${file}`, saved(), postFrontMatterSchema);
  expect(post.meta.title).toBe(edited);
  expect(sandboxFiles("blog")[file]).toBe(englishBefore);
  checkProblems();
});

test("the rate card is listed with its fields, and a low rate above its typical one is not saved: the admin says why @desktop", async ({
  page,
}) => {
  const file = join(SANDBOX_CONTENT, "rates.yml");
  const before = readFileSync(file, "utf8");
  const firstRate = rateCardSchema.parse(parse(before)).platforms[0]!.deliverables[0]!.rates[0]!;
  const checkProblems = await openAdmin(page, "#/collections/site-copy/entries/rates");
  // Its fields, as the schema names them.
  await expect(page.getByLabel("Last reviewed")).toBeVisible(ADMIN_BOOTED);
  const low = page.locator('input[id^="low-field-"]').first();
  await expect(low).toHaveValue(String(firstRate.low));
  await low.fill(String(firstRate.typical + 100));
  await publish(page);

  // The build's own words: the file, the field and what is wrong with it.
  await expect(page.getByText("content/rates.yml", { exact: false })).toBeVisible();
  await expect(
    page.getByText(`is above the typical rate (${firstRate.typical})`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("UNSAVED CHANGES", { exact: false })).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
  // Decap reports a save its listener refused as an uncaught rejection: its one error.
  checkProblems(["error: Object"]);
});

test("a landing page is edited section by section: copy with markup is not saved, the admin says where, and a fix is saved in the build's form @desktop", async ({
  page,
}) => {
  const file = join(SANDBOX_CONTENT, "landing", "ugc-creators.yml");
  const before = readFileSync(file, "utf8");
  const hero = landingPageSchema.parse(parse(before)).sections[0]!;
  if (hero.type !== "hero") throw new Error("the page opens with its hero");
  const checkProblems = await openAdmin(page, "#/collections/landing/entries/ugc-creators");
  // The hero's fields, and only its own: its heading is the first "Heading" of the page.
  const heading = page.getByLabel("Heading").first();
  await expect(heading).toHaveValue(hero.heading, ADMIN_BOOTED);
  await heading.fill("Get paid to make <b>videos</b> for brands");
  await publish(page);
  await expect(
    page.getByText('content/landing/ugc-creators.yml: section 1 (hero), field "heading"', {
      exact: false,
    }),
  ).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);

  // Decap's notices of the refusal cover the top bar: close them, as an editor does.
  for (const close of await page.getByRole("button", { name: "close" }).all()) await close.click();
  // Selected and typed over, as a person does: Decap's input keeps its text through a fill.
  await heading.press("ControlOrMeta+a");
  await page.keyboard.type("Get paid to make UGC videos for brands");
  await expect(heading).toHaveValue("Get paid to make UGC videos for brands");
  await publish(page);
  await expect
    .poll(() => readFileSync(file, "utf8"))
    .toContain("Get paid to make UGC videos for brands");
  expect(readFileSync(file, "utf8")).toBe(
    before.replace(hero.heading, "Get paid to make UGC videos for brands"),
  );
  // Decap reports the save its listener refused as an uncaught rejection: its one error.
  checkProblems(["error: Object"]);
});

type DomNode = {
  nodeId: number;
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
};

/**
 * The typeface the preview's h1 is drawn in, as Chromium renders it: the font its CSS asks for
 * may be loaded and still unused (a font-display that keeps the fallback).
 */
async function previewHeadingTypeface(page: Page): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const find = (node: DomNode): DomNode | undefined =>
      node.attributes?.includes("preview-pane")
        ? node
        : [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]
            .map(find)
            .find(Boolean);
    const frame = find(root)?.contentDocument;
    if (!frame) return undefined;
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: frame.nodeId,
      selector: "h1",
    });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts[0]?.familyName;
  } finally {
    await cdp.detach();
  }
}

/** A landing page's file in the sandbox, as the build reads it, and its hero's heading. */
function sandboxLandingPage(folder: string, name: string) {
  const landing = landingPageSchema.parse(
    parse(readFileSync(join(SANDBOX_CONTENT, folder, `${name}.yml`), "utf8")),
  );
  const [hero] = landing.sections;
  if (hero?.type !== "hero") throw new Error(`${folder}/${name}.yml opens with its hero`);
  return { landing, heading: hero.heading };
}

test("the editor's preview draws a landing page with the site's own sections and styles as it is typed @desktop", async ({
  page,
}) => {
  const { heading: before } = sandboxLandingPage("landing", "ugc-creators");
  const checkProblems = await openAdmin(page, "#/collections/landing/entries/ugc-creators");
  const preview = page.frameLocator("#preview-pane");
  const title = preview.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(before, ADMIN_BOOTED);
  // The site's stylesheet and font, on the site's <html> class, drawn in Inter once it loads.
  expect(await title.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^inter/i);
  await expect.poll(() => previewHeadingTypeface(page)).toMatch(/^Inter/);
  // Parts the site draws from other files: the quote from the quotes file, the calculator.
  await expect(preview.getByText("Theo Marsh")).toBeVisible();
  await expect(preview.getByRole("radio", { name: "A creator pricing a gig" })).toBeChecked();

  const heading = page.getByLabel("Heading").first();
  await heading.press("ControlOrMeta+a");
  await page.keyboard.type("Get paid to film for brands you like");
  await expect(title).toHaveText("Get paid to film for brands you like");

  // An unfinished section says what it lacks in its place; the rest are still drawn.
  await heading.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await expect(preview.getByText('section 1 (hero), field "heading"').first()).toBeVisible();
  await expect(preview.getByText("Not ready to publish.")).toBeVisible();
  await expect(title).toHaveCount(0);
  await expect(preview.getByText("Theo Marsh")).toBeVisible();
  checkProblems();
});

test("the editor's preview draws a Spanish landing page in Spanish, with the site's Spanish words and prices @desktop", async ({
  page,
}) => {
  const { heading } = sandboxLandingPage("es/landing", "tiktok-shop-sellers");
  const checkProblems = await openAdmin(
    page,
    "#/collections/landing-es/entries/tiktok-shop-sellers",
  );
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(heading, ADMIN_BOOTED);
  await expect(preview.getByText("Marcas que contratan creadores en Gigloom")).toBeVisible();
  await expect(preview.getByRole("radio", { name: "Anual" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Starter" })).toBeVisible();
  await expect(preview.getByText("/mes").first()).toBeVisible();
  checkProblems();
});
