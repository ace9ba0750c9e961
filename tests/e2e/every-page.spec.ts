import { expectAuthChecked } from "./support/auth-checked";
import { axeViolations } from "./support/axe";
import { htmlcsErrors } from "./support/htmlcs";
import { expectOwnPolicyKept } from "./support/csp";
import { E2E_SITE_URL } from "./support/env";
import { expectHydrated } from "./support/held-scripts";
import {
  browserCheckedPaths,
  pathsOfEachLayoutInOneLanguage,
  publicUrl,
  sitePaths,
} from "./support/site-pages";
import { headOf, type PageHead } from "./support/share-head";
import { served } from "./support/served";
import { test, expect } from "./support/warm-page";
import { caseStudyPath, getAllCaseStudies, getAllPosts, postPath } from "@/lib/content";

// Every page of the site, one after another, in one page per worker (support/warm-page.ts).

/** The page's URL on this test server, from a URL on the public site. */
function localPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The main routes, saved as full-page screenshots at each width for people to look at locally. */
const screenshotNames = new Map([
  ["/", "home"],
  ["/creators", "creators"],
  ["/pricing", "pricing"],
  ["/casestudies", "casestudies"],
  [caseStudyPath(getAllCaseStudies()[0]!.slug), "case-study"],
  ["/blog", "blog"],
  [postPath(getAllPosts()[0]!.slug), "blog-post"],
  ["/contact", "contact"],
  ["/privacy", "privacy"],
  ["/terms", "terms"],
]);

/**
 * What a page's head lacks of what every page owes search and sharing: nothing, or a line for
 * each fact it gets wrong. One assertion a page, where the suite reads hundreds of pages.
 */
async function headProblems(head: PageHead, path: string): Promise<string[]> {
  const problems: string[] = [];
  if (head.h1Count !== 1) problems.push(`${head.h1Count} h1 elements`);
  if (head.title.trim() === "") problems.push("an empty title");
  if (!/\S{3,}/.test(head.description ?? "")) problems.push("no description");
  // "https://host" and "https://host/" are the same address; compare them as URLs.
  const canonical = head.canonical && new URL(head.canonical).href;
  if (canonical !== publicUrl(path)) problems.push(`canonical ${canonical}`);
  if (head.twitterCard !== "summary_large_image") problems.push(`twitter:card ${head.twitterCard}`);
  if (!head.ogImage?.startsWith(`${E2E_SITE_URL}/`))
    return [...problems, `og:image ${head.ogImage}`];
  const image = await served(localPath(head.ogImage));
  // A real PNG, not an error page served as one: its type, and its signature.
  const png =
    image.status === 200 &&
    image.headers["content-type"] === "image/png" &&
    image.body.subarray(1, 4).toString("latin1") === "PNG";
  if (!png) problems.push(`og:image ${head.ogImage} is not a PNG answering 200`);
  return problems;
}

// One visit per page of its own layout and per page an editor writes: the page must be
// complete for search and sharing, fit the screen without sideways scrolling and keep its own
// security policy, once Firebase has reported the sign-in state. The one place axe checks the
// pages, and HTML_CodeSniffer after it (pa11y's engine, support/htmlcs.ts): at the desktop width
// each of these, in every language; on a phone, one page of each layout (support/site-pages.ts).
for (const path of browserCheckedPaths) {
  const desktopOnlyTag = pathsOfEachLayoutInOneLanguage.includes(path) ? "" : " @desktop";
  test(`${path} has one h1, title, description, canonical, share image; fits; keeps its CSP; no axe violations, no HTML_CodeSniffer errors${desktopOnlyTag}`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectHydrated(page);
    await expectAuthChecked(page, path);
    await expectOwnPolicyKept(page, path);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await headProblems(headOf(await page.content()), path), path).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await htmlcsErrors(page)).toEqual([]);

    // CI keeps a run's output, not its files: there no one would look at them.
    const screenshot = process.env.CI ? undefined : screenshotNames.get(path);
    if (screenshot) {
      await page.screenshot({
        path: `test-results/screenshots/${screenshot}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

// The pages the content generates from a schema's fields (a topic, a filter, a platform's
// rates, a creator's page), past the first of each layout, which a browser checks above: their
// HTML as served, complete for search and sharing. At thousands of creators, a browser's visit
// to each would be most of the suite; what differs between them is fields the schemas hold.
test("every other page has one h1, title, description, canonical and share image @desktop", async () => {
  for (const path of sitePaths.filter((candidate) => !browserCheckedPaths.includes(candidate))) {
    const { status, text } = await served(path);
    expect(
      status === 200 ? await headProblems(headOf(text), path) : [`answers ${status}`],
      path,
    ).toEqual([]);
  }
});

// The layout is the static HTML's: the sweep reads it as soon as the page has loaded. Each
// layout in every language (longer words), and every page an editor writes.
test("every page of its own layout or an editor's fits the screen, with no sideways scrolling @mobile", async ({
  page,
}) => {
  test.slow();
  for (const path of browserCheckedPaths) {
    await page.goto(path);
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(widths, path).toEqual([page.viewportSize()!.width, page.viewportSize()!.width]);
  }
});

test("every main route is checked at both widths, so each gets its screenshots @desktop", () => {
  for (const path of screenshotNames.keys()) {
    expect(pathsOfEachLayoutInOneLanguage).toContain(path);
  }
});
