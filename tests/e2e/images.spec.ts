import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { MEDIA_FOLDER } from "@/config/media.mjs";
import { caseStudyPath, getAllCaseStudies, getAllPosts, postPath } from "@/lib/content";
import { uploadFileName } from "@/lib/images/upload-path";
import { IMAGE_WIDTHS } from "@/lib/images/responsive.mjs";
import { launchOptions } from "../../scripts/shared/chromium.mjs";
import { test, expect } from "./support/fixtures";

const post = getAllPosts().find((entry) => entry.cover);
const study = getAllCaseStudies().find((entry) => entry.cover);
if (!post?.cover || !study?.cover) throw new Error("a post and a case study need a cover");

// How far below the fold Chromium starts loading a lazy image depends on its estimate of the
// network: 1,250 px on 4G, 2,500 on 3G, 3,000 while it has no estimate yet. The case studies'
// first cover lies about 2,800 px below a phone's fold, so it loaded at once in a run where the
// estimate came late (and always in the headless shell). Fixed at 4G, as a phone on 4G sees it.
const fullBrowser = launchOptions();
test.use({
  launchOptions: {
    ...fullBrowser,
    args: [...fullBrowser.args, "--force-effective-connection-type=4G"],
  },
});

const PAGES = [
  { path: postPath(post.slug), cover: post.cover },
  { path: caseStudyPath(study.slug), cover: study.cover },
];

/** The most a file's width may exceed the slot's device pixels: the widths' largest step. */
const LARGEST_STEP = Math.max(...IMAGE_WIDTHS.slice(1).map((w, i) => w / IMAGE_WIDTHS[i]!));
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

/**
 * What the browser chose for an image once it has loaded it, and what its slot needs. The
 * element's own naturalWidth is the file's width over its srcset density (the slot's width, by
 * `sizes`), so the file's pixels come from loading it alone, from the cache.
 */
async function chosenFile(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate(async (img: HTMLImageElement) => {
    const [entry] = performance.getEntriesByName(img.currentSrc) as PerformanceResourceTiming[];
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return {
      src: img.currentSrc,
      fileWidth: file.naturalWidth,
      devicePixels: img.getBoundingClientRect().width * devicePixelRatio,
      bytes: entry?.encodedBodySize ?? Infinity,
    };
  });
}

/** The file fits its slot: at least the slot's device pixels (or the largest made), at most a step more. */
function expectFits(chosen: { fileWidth: number; devicePixels: number }) {
  expect(chosen.fileWidth).toBeGreaterThanOrEqual(
    Math.min(Math.floor(chosen.devicePixels), LARGEST_WIDTH),
  );
  expect(chosen.fileWidth).toBeLessThanOrEqual(chosen.devicePixels * LARGEST_STEP);
}

/** The layout shifts since the page started loading, as CLS counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive at once; none at all means no callback, so stop waiting.
        setTimeout(() => resolve(total), 250);
      }),
  );

/** Scrolls to the bottom a screen at a time, as a reader does, so that lazy images load. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
}

test("the covers' uploads are 4000 pixels wide: larger than any slot needs", async () => {
  for (const { cover } of PAGES) {
    const { width } = await sharp(`${MEDIA_FOLDER}/${uploadFileName(cover.src)}`).metadata();
    expect(width).toBeGreaterThanOrEqual(4000);
  }
});

for (const deviceScaleFactor of [1, 2]) {
  test.describe(`at ${deviceScaleFactor}x density`, () => {
    test.use({ deviceScaleFactor });

    for (const { path, cover } of PAGES) {
      test(`${path} shows its cover as a file that fits its slot, in AVIF, under 100 KB`, async ({
        page,
      }) => {
        await page.goto(path);
        const image = page.getByRole("img", { name: cover.alt });
        await expect(image).toHaveAttribute("loading", "eager");
        await expect(image).toHaveAttribute("fetchpriority", "high");
        await expect(image).toBeInViewport();
        const chosen = await chosenFile(image);
        expect(chosen.src).toMatch(/\/_img\/.+\.avif$/);
        expectFits(chosen);
        expect(chosen.bytes).toBeGreaterThan(0);
        expect(chosen.bytes).toBeLessThan(100_000);
      });
    }
  });
}

test("a card's cover waits below the fold, then loads a file its slot needs @mobile", async ({
  page,
}) => {
  await page.goto("/casestudies");
  const image = page.getByRole("img", { name: study.cover!.alt });
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).not.toBeInViewport();
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe("");
  await image.scrollIntoViewIfNeeded();
  const chosen = await chosenFile(image);
  expectFits(chosen);
  expect(chosen.bytes).toBeLessThan(100_000);
});

test("every card's cover is lazy, and cards without one show none", async ({ page }) => {
  await page.goto("/blog");
  const cards = page.getByRole("list", { name: "All posts" }).getByRole("listitem");
  await expect(cards.getByRole("img")).toHaveCount(1);
  await expect(cards.getByRole("img")).toHaveAttribute("loading", "lazy");
});

for (const path of [...PAGES.map((entry) => entry.path), "/casestudies", "/blog"]) {
  test(`${path} does not shift as its images load`, async ({ page }) => {
    await page.goto(path);
    await readToTheEnd(page);
    for (const image of await page.locator("main img").all()) await chosenFile(image);
    expect(await layoutShift(page)).toBe(0);
  });
}
