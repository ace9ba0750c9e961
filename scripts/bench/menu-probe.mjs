// @ts-check
// The "dead window" of the mobile menu: from the moment its toggle is on screen, how long a
// visitor's tap on it is lost before one opens the menu. Measured like a phone on a slow
// network would see it (issue #12): 390 px, 4× CPU slowdown, ~1.4 Mbit/s, 150 ms latency.
import { median } from "./bench-stats.mjs";

export const PROBE_PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  bytesPerSecond: 1_400_000 / 8,
};
export const TAP_INTERVAL_MS = 100;

/**
 * A new page on the bench's phone, in a context of its own: its size and touch, its CPU slowed,
 * its network slow and, unless `cached`, its HTTP cache off. Close the context when done.
 * @param {import("@playwright/test").Browser} browser
 * @param {{ cached?: boolean }} [options]
 */
export async function phonePage(browser, { cached = false } = {}) {
  const context = await browser.newContext({
    viewport: PROBE_PHONE.viewport,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: !cached });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROBE_PHONE.latencyMs,
    downloadThroughput: PROBE_PHONE.bytesPerSecond,
    uploadThroughput: PROBE_PHONE.bytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROBE_PHONE.cpuSlowdown });
  return { context, page };
}

export const PROBE_RUNS = 3;
const TOGGLE = "[aria-controls=mobile-menu]";
const MENU = "#mobile-menu";

/**
 * Runs in the page before its own scripts: notes when the toggle is first rendered on screen
 * (checked every animation frame, which comes just before a paint) and when each tap lands
 * (the event's own timestamp, not when a busy main thread got round to it).
 * @param {{ toggle: string }} selectors
 */
function recordInPage({ toggle }) {
  const probe = { visibleAt: Infinity, taps: /** @type {number[]} */ ([]) };
  Object.assign(window, { __menuProbe: probe });
  addEventListener("pointerdown", (event) => probe.taps.push(event.timeStamp), true);
  const look = () => {
    const element = document.querySelector(toggle);
    if (element?.checkVisibility() && element.getBoundingClientRect().width > 0) {
      probe.visibleAt = performance.now();
    } else {
      requestAnimationFrame(look);
    }
  };
  requestAnimationFrame(look);
}

/**
 * Where the toggle sits on a phone: read from an unthrottled load of the same page, so the
 * throttled loads tap the moment it is painted, without asking a busy page where it is.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
async function toggleCentre(browser, url) {
  const context = await browser.newContext({ viewport: PROBE_PHONE.viewport });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(TOGGLE).boundingBox();
    if (!box) throw new Error(`${url}: the menu toggle has no box at 390 px`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * One throttled page load: taps the toggle every TAP_INTERVAL_MS from the moment it is on
 * screen until a tap opens the menu. Times are from navigation start, in ms.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ x: number, y: number }} centre
 */
async function probeOnce(browser, url, centre) {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript(recordInPage, { toggle: TOGGLE });
    await page.goto(url, { waitUntil: "commit" });
    // Checked in the page on every frame, so the first tap follows the first paint closely.
    await page.waitForFunction(
      () => /** @type {any} */ (window).__menuProbe.visibleAt < Infinity,
      null,
      {
        polling: "raf",
        timeout: 30_000,
      },
    );

    for (let attempt = 0; attempt < 300; attempt += 1) {
      const sentAt = Date.now();
      // Resolves once the page has taken the tap, so taps never pile up behind a busy thread.
      await page.touchscreen.tap(centre.x, centre.y);
      const state = await page.evaluate(
        (menu) => ({
          opened: Boolean(
            document.querySelector(menu)?.checkVisibility({ visibilityProperty: true }),
          ),
          .../** @type {any} */ (window).__menuProbe,
        }),
        MENU,
      );
      if (state.opened) {
        const tapAt = state.taps.at(-1);
        const lostTaps = state.taps.filter(
          (/** @type {number} */ at) => at >= state.visibleAt && at < tapAt,
        ).length;
        const deadWindow = Math.max(0, tapAt - state.visibleAt);
        return { visibleAt: state.visibleAt, openedBy: tapAt, deadWindow, lostTaps };
      }
      await page.waitForTimeout(Math.max(0, TAP_INTERVAL_MS - (Date.now() - sentAt)));
    }
    throw new Error(`${url}: the menu did not open within 300 taps`);
  } finally {
    await context.close();
  }
}

/**
 * Medians of PROBE_RUNS page loads.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
export async function probeMenu(browser, url) {
  const centre = await toggleCentre(browser, url);
  const runs = [];
  for (let run = 0; run < PROBE_RUNS; run += 1) runs.push(await probeOnce(browser, url, centre));
  return {
    visibleAt: median(runs.map((run) => run.visibleAt)),
    openedBy: median(runs.map((run) => run.openedBy)),
    deadWindow: median(runs.map((run) => run.deadWindow)),
    lostTaps: median(runs.map((run) => run.lostTaps)),
  };
}
