import { expectAuthChecked } from "./support/auth-checked";
import { axeViolations } from "./support/axe";
import { htmlcsErrors } from "./support/htmlcs";
import { expectOwnPolicyKept } from "./support/csp";
import { E2E_SITE_URL } from "./support/env";
import { expectHydrated } from "./support/held-scripts";
import {
  editorWrittenPaths,
  pathsOfEachLayout,
  pathsOfEachLayoutInOneLanguage,
  publicUrl,
  sitePaths,
} from "./support/site-pages";
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

// One visit per page: the page must be complete for search and sharing, fit the screen
// without sideways scrolling and keep its own security policy, once Firebase has reported the
// sign-in state. The one place axe checks the pages, and HTML_CodeSniffer after it (pa11y's
// engine, support/htmlcs.ts): at the desktop width every page of its own layout and every page
// an editor writes, in every language, and one of each layout the content generates; on a
// phone, one page of each layout (support/site-pages.ts).
for (const path of sitePaths) {
  const desktopOnlyTag = pathsOfEachLayoutInOneLanguage.includes(path) ? "" : " @desktop";
  const accessibilityChecked = pathsOfEachLayout.includes(path) || editorWrittenPaths.has(path);
  const accessibility = accessibilityChecked
    ? "; no axe violations, no HTML_CodeSniffer errors"
    : "";
  test(`${path} has one h1, title, description, canonical, share image; fits; keeps its CSP${accessibility}${desktopOnlyTag}`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectHydrated(page);
    await expectAuthChecked(page, path);
    await expectOwnPolicyKept(page, path);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expect(page.locator("h1")).toHaveCount(1);
    expect((await page.title()).trim()).not.toBe("");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{3,}/);
    // "https://host" and "https://host/" are the same address; compare them as URLs.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).href).toBe(publicUrl(path));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage, "og:image").toMatch(new RegExp(`^${E2E_SITE_URL}/`));
    const image = await request.get(localPath(ogImage!));
    expect(image.status(), ogImage!).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    // A real PNG, not an error page served as one: check the signature.
    expect((await image.body()).subarray(1, 4).toString("latin1")).toBe("PNG");

    if (accessibilityChecked) {
      expect(await axeViolations(page)).toEqual([]);
      expect(await htmlcsErrors(page)).toEqual([]);
    }

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

// The layout is the static HTML's: the sweep reads it as soon as the page has loaded.
test("every page fits the screen, with no sideways scrolling @mobile", async ({ page }) => {
  test.slow();
  for (const path of sitePaths) {
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
