// @ts-check
// What `npm run bench` reads from a page load in Chromium (Playwright), beside Lighthouse:
// the first-load JS (gzip bytes of the chunks the page's HTML loads), whether a Firebase chunk
// is requested before first paint, and CLS, at 390 and 1280 px and, on the site, in each
// sign-in state a visitor's browser can be in before Firebase reports.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SIGN_IN_HINT_COOKIE } from "@gigloom/auth-hint/cookie";
import { firstLoadScripts } from "./first-load-scripts.mjs";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** @type {Map<string, number>} */
const gzipSizes = new Map();
/**
 * @param {string} outDir
 * @param {string} pathname
 */
function gzipSize(outDir, pathname) {
  const file = join(outDir, pathname);
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  // Set just above if it was not already.
  return /** @type {number} */ (gzipSizes.get(file));
}

/**
 * @param {string} outDir
 * @param {string} pathname
 */
function isFirebaseChunk(outDir, pathname) {
  const file = join(outDir, pathname);
  return existsSync(file) && readFileSync(file, "utf8").includes('"@firebase/app"');
}

/**
 * How a visitor's browser can say "signed in" before Firebase has reported on this origin.
 * @satisfies {Record<string, (context: import("@playwright/test").BrowserContext, baseUrl: string) => Promise<unknown>>}
 */
const SIGN_IN_STATES = {
  none: async () => {},
  "a stale hint": (context) =>
    context.addInitScript(() => localStorage.setItem("gigloom:signed-in", "1")),
  "the app's cookie": (context, baseUrl) =>
    context.addCookies([{ name: SIGN_IN_HINT_COOKIE, value: "1", url: baseUrl }]),
};

/**
 * The page's running total of layout shifts, and what moved in each, which the init script in
 * measure keeps.
 * @typedef {typeof window & { __cls: number, __moved: string[] }} ClsWindow
 */
/**
 * A layout-shift entry (the Layout Instability API, which TypeScript's DOM types lack).
 * @typedef {{ node?: Node, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }} ShiftSource
 * @typedef {PerformanceEntry & { hadRecentInput: boolean, value: number, sources: ShiftSource[] }} LayoutShift
 */
/**
 * Where the page is served from and which export it comes from; `withHint` also loads it in
 * each sign-in state.
 * @typedef {{ baseUrl: string, outDir: string, withHint?: boolean }} Target
 */

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {Target & { route: string, viewport: { width: number, height: number }, signIn: keyof typeof SIGN_IN_STATES }} visit
 */
async function measure(browser, { baseUrl, outDir, route, viewport, signIn }) {
  const context = await browser.newContext({ viewport });
  await SIGN_IN_STATES[signIn](context, baseUrl);
  await context.addInitScript(() => {
    const page = /** @type {ClsWindow} */ (window);
    page.__cls = 0;
    page.__moved = [];
    /** @param {DOMRectReadOnly} rect */
    const box = (rect) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    /** @param {Node | undefined} node */
    const describe = (node) =>
      node instanceof Element
        ? `<${node.localName} class="${node.getAttribute("class") ?? ""}">`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) {
        if (entry.hadRecentInput) continue;
        page.__cls += entry.value;
        for (const source of entry.sources) {
          page.__moved.push(
            `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const response = await page.goto(`${baseUrl}${route}`, { waitUntil: "load" });
  const html = (await response?.text()) ?? "";
  // Let Firebase load after first paint and report (or give up) before reading CLS.
  await page
    .waitForFunction(() => document.documentElement.dataset.authChecked === "true", null, {
      timeout: 10_000,
    })
    .catch(() => {});
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Infinity;
    const scripts = /** @type {PerformanceResourceTiming[]} */ (
      performance.getEntriesByType("resource")
    )
      .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    const { __cls: cls, __moved: moved } = /** @type {ClsWindow} */ (window);
    return { paint, scripts, cls, moved };
  });
  await context.close();
  // The report gives the worst total; what moved, and where, is what a fix needs.
  for (const line of timing.moved) {
    console.log(`  moved on ${route} at ${viewport.width} px (sign-in: ${signIn}): ${line}`);
  }

  const local = timing.scripts.filter((script) => script.path.startsWith("/_next/"));
  return {
    firstLoadJs: firstLoadScripts(html).reduce((sum, path) => sum + gzipSize(outDir, path), 0),
    firebaseBeforePaint: local.some(
      (script) => script.start < timing.paint && isFirebaseChunk(outDir, script.path),
    ),
    cls: timing.cls,
  };
}

/**
 * One route, loaded at every viewport (and sign-in state): the largest first-load JS, whether
 * any load requested Firebase before first paint, and the worst CLS.
 * @param {import("@playwright/test").Browser} browser
 * @param {Target} target
 * @param {string} route
 */
export async function measurePageLoad(browser, target, route) {
  const runs = [];
  for (const viewport of VIEWPORTS) {
    // Object.keys types its result as string[]: these are SIGN_IN_STATES's own keys.
    for (const signIn of /** @type {Array<keyof typeof SIGN_IN_STATES>} */ (
      target.withHint ? Object.keys(SIGN_IN_STATES) : ["none"]
    )) {
      runs.push(await measure(browser, { ...target, route, viewport, signIn }));
    }
  }
  return {
    route,
    firstLoadJs: Math.max(...runs.map((r) => r.firstLoadJs)),
    firebaseBeforePaint: runs.some((r) => r.firebaseBeforePaint),
    clsBrowser: Math.max(...runs.map((r) => r.cls)),
  };
}
