import { execFileSync } from "node:child_process";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

/**
 * Firefox, the second engine: FIREFOX_PATH, else Debian's `firefox-esr` (or `firefox`) on the
 * PATH, resolved to the binary behind the link, which is what puppeteer accepts.
 */
export function firefoxPath(): string {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  const found = execFileSync(
    "sh",
    ["-c", 'readlink -f "$(command -v firefox-esr || command -v firefox)" || true'],
    { encoding: "utf8" },
  ).trim();
  if (!found) {
    throw new Error("No Firefox: install Debian's firefox-esr (see .ci/run) or set FIREFOX_PATH");
  }
  return found;
}

/** Firefox driven over WebDriver BiDi. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: "firefox", executablePath: firefoxPath(), headless: true });
}

/**
 * A page in a phone-sized window (390 px wide), with its errors and console errors collected. `setViewport`
 * fails in Firefox over BiDi; a popup opened with a width and height does not.
 */
export async function openPhoneWindow(browser: Browser, url: string) {
  const [opener] = await browser.pages();
  const created = new Promise<Page>((resolve) =>
    browser.once("targetcreated", async (target) => resolve((await target.page())!)),
  );
  await opener!.evaluate((target) => window.open(target, "", "popup,width=390,height=844"), url);
  const page = await created;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, errors };
}

/**
 * `url` in a phone-sized window, as openPhoneWindow opens it, with every chunk of the page's own
 * refused: what a visitor has before the page's scripts have run, for as long as a test likes.
 */
export async function openWithoutPageScripts(browser: Browser, url: string) {
  const opened = await openPhoneWindow(browser, "about:blank");
  await opened.page.setRequestInterception(true);
  opened.page.on("request", (request) =>
    request.url().includes("/_next/static/") && request.url().endsWith(".js")
      ? request.abort()
      : request.continue(),
  );
  await opened.page.goto(url);
  return opened;
}
