// @ts-check
// `npm run bench`: builds the site and a bare Next.js page (the framework's floor), serves
// the site the way `npm start` does, and measures every route:
//   Lighthouse, 3 runs with its mobile defaults, medians of the four category scores, LCP,
//   TBT and CLS, and the performance score and TBT again with the CPU slowdown calibrated to
//   this host (scripts/lib/lighthouse.mjs); first-load JS (gzip bytes of the chunks the page's
//   HTML loads); and in Chromium, whether any Firebase chunk is requested before first paint, and CLS
//   (at 390 and 1280 px, signed out, with a stale "signed in" hint and with the app's cookie).
// TBT and JS are also given as ratios to the floor. Then, for the main routes (every top-level
// page, one blog post and one case study), the mobile menu's "dead window" on a throttled phone
// (scripts/lib/menu-probe.mjs). BENCH_ROUTES=/,/pricing limits the routes.
// Prints a table and writes it to bench/report.md. A benchmark, not a test: it exits 0.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { SIGN_IN_HINT_COOKIE } from "@gigloom/auth-hint/cookie";
import { chromium } from "@playwright/test";
import { launchOptions } from "./chromium.mjs";
import { startEmulators } from "./emulators.mjs";
import { HOSTING_URL, ROOT } from "./lib/project.mjs";
import { DEFAULT_SLOWDOWN, medians, missedTargets, ratio } from "./lib/bench-stats.mjs";
import { firstLoadScripts } from "./lib/first-load-scripts.mjs";
import { launchChrome, lighthouseRun } from "./lib/lighthouse.mjs";
import { serveStatic } from "./lib/static-server.mjs";
import { PROBE_PHONE, TAP_INTERVAL_MS, probeMenu } from "./lib/menu-probe.mjs";

const BUDGET_BYTES = 25 * 1024;
const LIGHTHOUSE_RUNS = 3;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const SITE_OUT = join(ROOT, "out");
const FLOOR_DIR = join(ROOT, "bench/floor");
const FLOOR_OUT = join(FLOOR_DIR, "out");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Every exported page, from the HTML files of the static export.
 * @param {string} outDir
 */
function routesOf(outDir) {
  /** @type {string[]} */
  const routes = [];
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "_next") walk(path);
      } else if (name.endsWith(".html") && !["404.html", "_not-found.html"].includes(name)) {
        const route = `/${relative(outDir, path)}`.replace(/\.html$/, "").replace(/\/?index$/, "");
        routes.push(route || "/");
      }
    }
  };
  walk(outDir);
  return routes.sort();
}

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
 * The page's running total of layout shifts, which the init script in measure keeps.
 * @typedef {typeof window & { __cls: number }} ClsWindow
 */
/**
 * A layout-shift entry (the Layout Instability API, which TypeScript's DOM types lack).
 * @typedef {PerformanceEntry & { hadRecentInput: boolean, value: number }} LayoutShift
 */
/**
 * Where the page is served from and which export it comes from.
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
    /** @type {ClsWindow} */ (window).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) {
        if (!entry.hadRecentInput) /** @type {ClsWindow} */ (window).__cls += entry.value;
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
    return { paint, scripts, cls: /** @type {ClsWindow} */ (window).__cls };
  });
  await context.close();

  const local = timing.scripts.filter((script) => script.path.startsWith("/_next/"));
  return {
    firstLoadJs: firstLoadScripts(html).reduce((sum, path) => sum + gzipSize(outDir, path), 0),
    firebaseBeforePaint: local.some(
      (script) => script.start < timing.paint && isFirebaseChunk(outDir, script.path),
    ),
    firebaseLoaded: local.some((script) => isFirebaseChunk(outDir, script.path)),
    cls: timing.cls,
  };
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {Target} target
 * @param {string} route
 */
async function measureRoute(browser, target, route) {
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
    firebaseLoaded: runs.some((r) => r.firebaseLoaded),
    clsBrowser: Math.max(...runs.map((r) => r.cls)),
  };
}

/**
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 */
async function lighthouseMedians(chrome, url) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
    runs.push(await lighthouseRun(url, chrome.port));
  return medians(runs);
}

/**
 * Every top-level page, and the first page of each collection (a blog post, a case study).
 * @param {string[]} routes
 */
function mainRoutes(routes) {
  const nested = routes.filter((route) => route.split("/").length === 3);
  const firstOf = (/** @type {string} */ collection) =>
    nested.find((route) => route.startsWith(`/${collection}/`));
  return [
    ...routes.filter((route) => route.split("/").length === 2),
    ...["blog", "casestudies"].map(firstOf).filter(Boolean),
  ];
}

const DEAD_WINDOW_TARGET_MS = 100;

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (/** @type {number} */ value) => value.toFixed(2);
const onlyRoutes = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());

console.log("Building the site and the floor page…");
run("npm", ["run", "build"]);
run("npx", ["next", "build", FLOOR_DIR]);
// Built like the site, so the floor is the framework's, not a step behind it.
run("node", ["scripts/postbuild.mjs", FLOOR_DIR]);

const stopEmulators = await startEmulators(["auth", "hosting"]);
const floorServer = await serveStatic(FLOOR_OUT);
const browser = await chromium.launch(launchOptions());
const chrome = await launchChrome();
try {
  // Listening on a TCP port, so its address is an AddressInfo.
  const address = /** @type {import("node:net").AddressInfo} */ (floorServer.address());
  const floorUrl = `http://127.0.0.1:${address.port}`;
  const floor = {
    ...(await measureRoute(browser, { baseUrl: floorUrl, outDir: FLOOR_OUT }, "/")),
    ...(await lighthouseMedians(chrome, `${floorUrl}/`)),
  };
  const rows = [];
  const routes = routesOf(SITE_OUT).filter((route) => !onlyRoutes || onlyRoutes.includes(route));
  for (const route of routes) {
    console.log(`Measuring ${route}…`);
    const target = { baseUrl: HOSTING_URL, outDir: SITE_OUT, withHint: true };
    rows.push({
      ...(await measureRoute(browser, target, route)),
      ...(await lighthouseMedians(chrome, `${HOSTING_URL}${route}`)),
    });
  }

  const indexes = [floor, ...rows].map((row) => row.benchmarkIndex);
  const lines = [
    "# Bench: Lighthouse (mobile), first-load JS, Firebase before first paint, CLS",
    "",
    `Floor (empty page, same Next.js, same compile hints and deferred scripts): ${floor.firstLoadJs} B gzip (${kb(floor.firstLoadJs)}), ` +
      `TBT ${Math.round(floor.tbt)} ms and performance ${score(floor.performance)} at ${DEFAULT_SLOWDOWN}×; ` +
      `TBT ${Math.round(floor.calibratedTbt)} ms and performance ${score(floor.calibratedPerformance)} calibrated. ` +
      `JS budget: floor + ${kb(BUDGET_BYTES)} = ${floor.firstLoadJs + BUDGET_BYTES} B.`,
    `Lighthouse: medians of ${LIGHTHOUSE_RUNS} runs, mobile defaults (simulated slow 4G, ${DEFAULT_SLOWDOWN}× CPU slowdown). ` +
      "Targets: performance ≥ 0.95; accessibility, best practices, SEO 1; CLS 0; JS within budget.",
    `Host benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} ` +
      `(Lighthouse expects 1500–2000 for its ${DEFAULT_SLOWDOWN}× default). "Calibrated" audits the same ` +
      "trace again with the slowdown scaled to the run's index (Lighthouse's throttling guide), " +
      "so both columns describe the same phone.",
    "CLS (browser) is the worst of 390 and 1280 px, signed out, with a stale sign-in hint and with the app's sign-in cookie.",
    "",
    `| route | perf ${DEFAULT_SLOWDOWN}× | perf cal. (×) | a11y | best pr. | SEO | LCP ms | TBT ms ${DEFAULT_SLOWDOWN}× | TBT ms cal. | CLS (LH) | CLS (browser) | first-load JS (gzip B) | TBT ÷ floor | JS ÷ floor | Firebase before paint | targets |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | --- |",
  ];
  const failedAudits = new Map();
  for (const row of rows) {
    const misses = missedTargets(
      { ...row, cls: Math.max(row.cls, row.clsBrowser ?? 0) },
      floor.firstLoadJs,
      BUDGET_BYTES,
    );
    for (const audit of row.failed)
      failedAudits.set(audit, [...(failedAudits.get(audit) ?? []), row.route]);
    lines.push(
      `| ${row.route} | ${score(row.performance)} | ${score(row.calibratedPerformance)} (${row.slowdown.toFixed(1)}) | ` +
        `${score(row.accessibility)} | ${score(row.bestPractices)} | ${score(row.seo)} | ${Math.round(row.lcp)} | ` +
        `${Math.round(row.tbt)} | ${Math.round(row.calibratedTbt)} | ${row.cls.toFixed(3)} | ${row.clsBrowser.toFixed(4)} | ` +
        `${row.firstLoadJs} | ${ratio(row.tbt, floor.tbt)} | ${ratio(row.firstLoadJs, floor.firstLoadJs)} | ` +
        `${row.firebaseBeforePaint ? "YES" : "no"} | ${misses.length ? `misses ${misses.join(", ")}` : "met"} |`,
    );
  }
  if (failedAudits.size > 0) {
    lines.push("", "Lighthouse audits that did not pass in some run:", "");
    for (const [audit, where] of failedAudits) lines.push(`- ${audit}: ${where.join(", ")}`);
  }

  lines.push(
    "",
    "## The mobile menu's dead window",
    "",
    `At ${PROBE_PHONE.viewport.width} px, ${PROBE_PHONE.cpuSlowdown}× CPU slowdown, ${PROBE_PHONE.bytesPerSecond * 8e-6} Mbit/s, ` +
      `${PROBE_PHONE.latencyMs} ms latency, cache off; a tap on the toggle every ${TAP_INTERVAL_MS} ms from the frame it is first ` +
      `painted until one opens the menu. Medians of 3 loads, ms from navigation start. Target: dead window ≤ ${DEAD_WINDOW_TARGET_MS} ms.`,
    "",
    "| route | toggle visible | first tap that opens | dead window | taps lost | target |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
  );
  for (const route of mainRoutes(routes)) {
    console.log(`Probing the menu on ${route}…`);
    const probe = await probeMenu(browser, `${HOSTING_URL}${route}`);
    lines.push(
      `| ${route} | ${Math.round(probe.visibleAt)} | ${Math.round(probe.openedBy)} | ${Math.round(probe.deadWindow)} | ` +
        `${probe.lostTaps} | ${probe.deadWindow <= DEAD_WINDOW_TARGET_MS ? "met" : "missed"} |`,
    );
  }
  const report = `${lines.join("\n")}\n`;
  console.log(`\n${report}`);
  writeFileSync(join(ROOT, "bench/report.md"), report);
  console.log("Written to bench/report.md");
} finally {
  chrome.kill();
  await browser.close();
  floorServer.close();
  stopEmulators();
}
