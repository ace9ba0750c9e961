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

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), Playwright's own choice for
 * headless runs: the same Blink and V8 as the full browser, without its windows, tabs and GPU
 * process, so a page costs the end-to-end tests' 2 cores about a third less (docs/testing.md).
 * Without it the tests drive the full browser.
 */
const headlessShellCandidates = [
  process.env.CHROME_HEADLESS_SHELL_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
];

/** The browser the end-to-end tests drive unless a test needs the full one (`launchOptions`). */
export function headlessShellLaunchOptions() {
  const shell = headlessShellCandidates.find((path) => path && existsSync(path));
  return shell ? { executablePath: shell, args: CHROMIUM_ARGS } : launchOptions();
}
