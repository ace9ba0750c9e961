// @ts-check
// `npm run bench`: builds the site and a bare Next.js page (the framework's floor), serves
// the site the way `npm start` does, and measures every route but the directory's (below):
//   Lighthouse with its mobile defaults, medians of several runs: the four category scores,
//   LCP, TBT and CLS, and the performance score and TBT again with the CPU slowdown calibrated
//   to this host (scripts/bench/lighthouse.mjs), and on issue 45's slow host's phone, the CPU
//   slowed until the floor's TBT is that host's (scripts/bench/slow-host-runs.mjs); in Chromium, first-load JS (gzip bytes of the
//   chunks the page's HTML loads), whether any Firebase chunk is requested before first paint,
//   and CLS (scripts/bench/page-load-in-chromium.mjs).
// TBT and JS are also given as ratios to the floor. Then, for the main routes (in each language,
// every top-level page, one blog post and one case study), the mobile menu's "dead window" on a
// throttled phone (scripts/bench/menu-probe.mjs), and on the same phone the site search's time
// to results (scripts/bench/search-probe.mjs). BENCH_ROUTES=/,/pricing limits the routes.
// Prints a table and writes it to bench/report.md (scripts/bench/bench-report.mjs). A benchmark,
// not a test: it exits 0.
// `npm run bench -- --compare-deferral` measures instead whether the deferral of the pages'
// chunks past the first paint earns its place: the main routes with and without it, side by
// side in one run (scripts/bench/bench-deferral.mjs), in a section of bench/report.md of its own.
// `npm run bench -- --scale` measures how the build grows with the blog: a copy of the project
// with 0, 500 and 2,000 posts added (BENCH_SCALE), built and measured (scripts/bench/bench-scale.mjs).
// `npm run bench -- --search` builds the site and measures the search's time to results alone.
// `npm run bench -- --directory-scale` measures how the build grows with the creator directory:
// 68 and 5,000 profiles (BENCH_DIRECTORY_SCALE; scripts/bench/bench-directory-scale.mjs).
// `npm run bench -- --directory-routes` measures a page of each of the directory's kinds in each
// language, as every route is measured (scripts/bench/bench-directory-routes.mjs).
// Each run keeps the others' parts of the report (scripts/bench/report-file.mjs).
import { chromium } from "@playwright/test";
import { launchOptions } from "../shared/chromium.mjs";
import { startEmulators } from "../local/emulators.mjs";
import { COMPARE_DEFERRAL_FLAG, compareDeferral } from "./bench-deferral.mjs";
import { measureScale, SCALE_FLAG } from "./bench-scale.mjs";
import { DIRECTORY_SCALE_FLAG, measureDirectoryScale } from "./bench-directory-scale.mjs";
import { DIRECTORY_ROUTES_FLAG, measureDirectoryRoutes } from "./bench-directory-routes.mjs";
import { benchReport, searchReport } from "./bench-report.mjs";
import { languageHomes, mainRoutes, routesOf, selectRoutes } from "./bench-routes.mjs";
import { importTypeScript } from "../shared/typescript-module.mjs";
import { probeMenu } from "./menu-probe.mjs";
import { probeSearch } from "./search-probe.mjs";
import { defersScripts } from "../build/postprocess-export.mjs";
import { run, SITE_OUT, withMeasuredSite } from "./measured-site.mjs";
import { HOSTING_URL } from "../shared/project.mjs";
import { writeReport } from "./report-file.mjs";

const SEARCH_FLAG = "--search";

if (process.argv.includes(COMPARE_DEFERRAL_FLAG)) {
  await compareDeferral();
  process.exit(0);
}
if (process.argv.includes(SCALE_FLAG)) {
  await measureScale();
  process.exit(0);
}
if (process.argv.includes(DIRECTORY_SCALE_FLAG)) {
  await measureDirectoryScale();
  process.exit(0);
}
if (process.argv.includes(DIRECTORY_ROUTES_FLAG)) {
  await measureDirectoryRoutes();
  process.exit(0);
}

/**
 * The search pages' time to results, from the site's last build, served as `npm start` serves it.
 * @param {import("@playwright/test").Browser} browser
 */
async function measureSearch(browser) {
  console.log("Probing the search pages…");
  return searchReport(await probeSearch(browser, HOSTING_URL, SITE_OUT));
}

if (process.argv.includes(SEARCH_FLAG)) {
  console.log("Building the site…");
  run("npm", ["run", "build"]);
  const stopEmulators = await startEmulators(["auth", "hosting"]);
  const browser = await chromium.launch(launchOptions());
  try {
    const search = await measureSearch(browser);
    console.log(`\n${search}`);
    writeReport({ search });
    console.log("Written to bench/report.md");
  } finally {
    await browser.close();
    await stopEmulators();
  }
  process.exit(0);
}

await withMeasuredSite(async ({ floor, measure, browser }) => {
  const rows = [];
  // The directory's thousands of pages are a few kinds: `--directory-routes` measures one of each.
  const { isDirectoryRoute } = await importTypeScript("src/lib/directory/sample-routes.ts");
  const siteRoutes = routesOf(SITE_OUT).filter((route) => !isDirectoryRoute(route));
  const routes = selectRoutes(siteRoutes, process.env.BENCH_ROUTES);
  for (const route of routes) rows.push(await measure(route));
  const probes = [];
  for (const route of mainRoutes(routes, languageHomes(SITE_OUT))) {
    console.log(`Probing the menu on ${route}…`);
    probes.push({ route, ...(await probeMenu(browser, `${HOSTING_URL}${route}`)) });
  }
  const search = await measureSearch(browser);

  const report = benchReport({
    floor,
    rows,
    probes,
    deferred: defersScripts(process.env),
    routeCount: siteRoutes.length,
  });
  console.log(`\n${report}\n${search}`);
  writeReport({ bench: report, search });
  console.log("Written to bench/report.md");
});
