// @ts-check
// One place that decides which Chromium the project's scripts and tests drive.
// These machines cannot download Playwright's browser, so the system Chromium
// (Debian's package, or CHROME_PATH) wins; Playwright's bundled browser is the fallback.
import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function chromiumPath() {
  return candidates.find((path) => path && existsSync(path));
}

/** Flags that keep headless Chromium quiet on a closed network, and workable as root. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
