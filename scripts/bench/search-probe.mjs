// @ts-check
// The site search's time to results on the bench's throttled phone (issue 33), in two ways:
// opened as a visitor opens it, with the "/" key on the home page of its language (the site's
// own scripts then in the browser's cache, the search's files not), and straight from its
// address on a first visit, nothing cached. As soon as the box has focus the visitor types a
// query, a key every 100 ms. Measured from the last key to the frame that shows that query's
// results (the frame after the page's count line names the query, which it does in the same
// render as the list).
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { COUNT_LINE } from "../../src/lib/search/count-line.mjs";
import { RUNS_WEBASSEMBLY } from "../../src/lib/search/runs-webassembly.mjs";
import { exportedPages, servedPath } from "../build/html-files.mjs";
import { languageHomes } from "./bench-routes.mjs";
import { median } from "./bench-stats.mjs";
import { PROBE_RUNS, phonePage } from "./menu-probe.mjs";

export const KEY_INTERVAL_MS = 100;
/** A query each language's index answers with a post, a case study and pages. */
export const SEARCH_PROBE_QUERIES = { en: "usage rights", es: "derechos de uso" };
const BOX = `[${RUNS_WEBASSEMBLY}] input[name="q"]`;

/**
 * The search pages of the export in `outDir`, each with its language and its language's home
 * page (the home under which it sits, or the site's): the pages that carry the WebAssembly mark
 * (src/lib/search/runs-webassembly.mjs).
 * @param {string} outDir
 */
export function searchPages(outDir) {
  const homes = languageHomes(outDir);
  return exportedPages(outDir).flatMap((file) => {
    const html = readFileSync(file, "utf8");
    if (!html.includes(` ${RUNS_WEBASSEMBLY}=`)) return [];
    const route = servedPath(relative(outDir, file).split(sep).join("/"));
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "en";
    return [{ route, lang, home: homes.find((home) => route.startsWith(`${home}/`)) ?? "/" }];
  });
}

/**
 * Runs in the page before its own scripts: the time of each key, and of the frame after each
 * change of the count line's words.
 * @param {{ countLine: string }} selectors
 */
function recordInPage({ countLine }) {
  const probe = {
    keys: /** @type {number[]} */ ([]),
    frames: /** @type {{ at: number, text: string }[]} */ ([]),
  };
  Object.assign(window, { __searchProbe: probe });
  addEventListener("keydown", (event) => probe.keys.push(event.timeStamp), true);
  new MutationObserver(() => {
    const text = document.querySelector(countLine)?.textContent ?? "";
    requestAnimationFrame(() => probe.frames.push({ at: performance.now(), text }));
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * One open of the search page at `url` and one typed query: from the page at `from`, by its
 * "/" key, or straight from its address with nothing cached. Times in ms.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {string} query
 * @param {string} [from]
 */
async function probeOnce(browser, url, query, from) {
  const { context, page } = await phonePage(browser, { cached: from !== undefined });
  try {
    await page.addInitScript(recordInPage, { countLine: `[${COUNT_LINE}]` });
    if (from === undefined) await page.goto(url, { waitUntil: "commit" });
    else {
      await page.goto(from);
      // Its shortcut works once its scripts have run.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.keyboard.press("/");
      await page.waitForURL(url, { waitUntil: "commit" });
    }
    await page.locator(BOX).waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (box) => document.activeElement === document.querySelector(box),
      BOX,
      {
        timeout: 30_000,
      },
    );
    const focusedAt = await page.evaluate(() => performance.now());
    await page.keyboard.type(query, { delay: KEY_INTERVAL_MS });
    const shown = await page.waitForFunction(
      (words) => {
        const probe = /** @type {any} */ (window).__searchProbe;
        const last = probe.keys.at(-1);
        const frame = probe.frames.find(
          (/** @type {{ at: number, text: string }} */ f) => f.at >= last && f.text.includes(words),
        );
        return frame ? { lastKey: last, firstKey: probe.keys[0], shownAt: frame.at } : undefined;
      },
      query,
      { timeout: 30_000 },
    );
    const times = await shown.jsonValue();
    if (!times) throw new Error(`${url}: no results shown for "${query}"`);
    const { lastKey, firstKey, shownAt } = times;
    return { focusedAt, afterLastKey: shownAt - lastKey, afterFirstKey: shownAt - firstKey };
  } finally {
    await context.close();
  }
}

/**
 * Medians of PROBE_RUNS opens of each search page, each way: from its language's home page
 * (`from` is that page), then straight from its address (`from` is undefined).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {string} outDir
 */
export async function probeSearch(browser, baseUrl, outDir) {
  const results = [];
  for (const { route, lang, home } of searchPages(outDir)) {
    const query = SEARCH_PROBE_QUERIES[/** @type {keyof typeof SEARCH_PROBE_QUERIES} */ (lang)];
    if (!query) throw new Error(`${route}: no probe query for the language ${lang}`);
    for (const from of [home, undefined]) {
      const runs = [];
      for (let run = 0; run < PROBE_RUNS; run += 1) {
        const origin = from === undefined ? undefined : `${baseUrl}${from}`;
        runs.push(await probeOnce(browser, `${baseUrl}${route}`, query, origin));
      }
      results.push({
        route,
        from,
        query,
        focusedAt: median(runs.map((r) => r.focusedAt)),
        afterLastKey: median(runs.map((r) => r.afterLastKey)),
        afterFirstKey: median(runs.map((r) => r.afterFirstKey)),
      });
    }
  }
  return results;
}
