import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { Builder, By, type WebDriver, type WebElement } from "selenium-webdriver";

/**
 * WebKit, the third engine (Safari's): WebKitGTK's MiniBrowser driven by WebKitWebDriver, from
 * Debian's webkit2gtk-driver, over classic WebDriver. MiniBrowser has no headless mode, so it
 * draws on a virtual X display (Xvfb, from Debian's xvfb) that this file starts and stops.
 *
 * Found on this machine kind (WebKitGTK 2.50):
 * - The first window cannot be narrower than 447 px: setRect({ width: 390 }) leaves it at 447
 *   (MiniBrowser's toolbar sets the window's minimum width). A popup opened by the page with
 *   `window.open(url, "", "popup,width=390,height=844")` has no toolbar and gets exactly
 *   390 × 844 (innerWidth × innerHeight), so the tests use one, as the Firefox tests do. WebKit
 *   blocks that popup unless a click opened it, so a WebDriver click on a button opens it.
 * - WebKitWebDriver has no WebDriver BiDi (a session asking for `webSocketUrl` fails with
 *   "Failed to match capabilities"), and under `--automation` MiniBrowser uses an ephemeral
 *   session, in which WebKit writes no console messages to stdout even with
 *   `--enable-write-console-messages-to-stdout`; there is no log endpoint either. So page
 *   errors are collected in the page itself (COLLECTOR), started by the popup's opener as soon
 *   as the new document exists (see PhoneWindow.open).
 */

const INSTALL_HINT =
  "install Debian's webkit2gtk-driver and xvfb (apt-get install -y webkit2gtk-driver xvfb; " +
  ".ci/run does it)";

/** The width of the phone the tests stand for, which the popup really gets. */
export const PHONE = { width: 390, height: 844 };

const commandPath = (name: string) =>
  execFileSync("sh", ["-c", `command -v ${name} || true`], { encoding: "utf8" }).trim();

/** MiniBrowser ships inside libwebkit2gtk-4.1-0, under the architecture's library folder. */
function miniBrowserPath(): string | undefined {
  const chosen = process.env.MINIBROWSER_PATH;
  if (chosen) return existsSync(chosen) ? chosen : undefined;
  const libraries = ["/usr/lib", ...readdirSync("/usr/lib").map((dir) => `/usr/lib/${dir}`)];
  return [...libraries, "/usr/libexec"]
    .flatMap((dir) => [`${dir}/webkit2gtk-4.1/MiniBrowser`, `${dir}/webkitgtk-6.0/MiniBrowser`])
    .find((path) => existsSync(path));
}

/** The three programs, or an error naming every one that is missing and how to get it. */
export function webkitTools() {
  const driver = commandPath("WebKitWebDriver");
  const browser = miniBrowserPath();
  const xvfb = commandPath("Xvfb");
  const missing = [
    driver ? null : "WebKitWebDriver (webkit2gtk-driver)",
    browser ? null : "WebKitGTK's MiniBrowser (libwebkit2gtk-4.1-0, or set MINIBROWSER_PATH)",
    xvfb ? null : "Xvfb (xvfb)",
  ].filter(Boolean);
  if (missing.length > 0 || !driver || !browser || !xvfb) {
    throw new Error(
      `No WebKit for the end-to-end tests: missing ${missing.join(", ")}; ${INSTALL_HINT}`,
    );
  }
  return { driver, browser, xvfb };
}

/**
 * Ends a process this file started, with everything in its process group (WebKitWebDriver's
 * holds MiniBrowser and its web and network processes). SIGTERM lets Xvfb remove its lock file.
 */
function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

/** Resolves once `child` has exited, or after `timeout`. */
function exited(child: ChildProcess | undefined, timeout = 5_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeout);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** What a child wrote to stderr (the last 4 kB), for error messages. */
function tail(child: ChildProcess) {
  let text = "";
  child.stderr?.on("data", (chunk: Buffer) => (text = (text + chunk.toString()).slice(-4096)));
  return () => text.trim();
}

/** Polls `check` until it returns a value other than undefined, or throws after `timeout`. */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeout: number,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Xvfb on the first free display, which it names itself (-displayfd). */
async function startXvfb(xvfb: string) {
  const child = spawn(
    xvfb,
    ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"], detached: true },
  );
  const stderr = tail(child);
  let output = "";
  child.stdio[3]!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const display = await until(
    "Xvfb to name its display",
    () => {
      if (child.exitCode !== null) throw new Error(`Xvfb exited: ${stderr()}`);
      return /^\d+\n/.test(output) ? `:${output.trim()}` : undefined;
    },
    20_000,
  ).catch((error: unknown) => {
    stop(child);
    throw error;
  });
  return { child, display };
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export type WebKit = {
  driver: WebDriver;
  /** The first window, 1024 px wide, which opens the phone-sized popups. */
  opener: string;
  close(): Promise<void>;
};

/**
 * Starts Xvfb, then WebKitWebDriver on it (on 127.0.0.1, a free port), then a MiniBrowser
 * session. Each runs in a process group of its own, which close() ends, by its id.
 */
export async function launchWebKit(): Promise<WebKit> {
  const tools = webkitTools();
  const xvfb = await startXvfb(tools.xvfb);
  let server: ChildProcess | undefined;
  const stopAll = () => {
    stop(server);
    stop(xvfb.child);
  };
  process.once("exit", stopAll);
  try {
    const port = await freePort();
    server = spawn(tools.driver, [`--port=${port}`, "--host=127.0.0.1"], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    const stderr = tail(server);
    const url = `http://127.0.0.1:${port}`;
    await until(
      "WebKitWebDriver to answer",
      async () => {
        if (server!.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr()}`);
        const status = await fetch(`${url}/status`).catch(() => undefined);
        return status?.ok ? true : undefined;
      },
      20_000,
    );
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: tools.browser, args: ["--automation"] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 60_000 });
    const opener = await driver.getWindowHandle();
    return {
      driver,
      opener,
      async close() {
        await Promise.race([
          driver.quit().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 10_000)),
        ]);
        stopAll();
        process.removeListener("exit", stopAll);
        await Promise.all([exited(server), exited(xvfb.child)]);
      },
    };
  } catch (error) {
    stopAll();
    process.removeListener("exit", stopAll);
    throw error;
  }
}

/**
 * `collect(win)` records in `win` what would reach its console as an error: uncaught
 * exceptions, failed loads of scripts, styles and images (seen while capturing), unhandled
 * rejections, console.error and CSP violations; once per document. It only calls methods of
 * `win`, so the opener can run it on its popup (the page's CSP, without 'unsafe-eval', would
 * refuse an eval in the popup), and the page on itself.
 */
const COLLECTOR = `function collect(win) {
  if (win.__e2eErrors) return;
  const errors = (win.__e2eErrors = []);
  // Next.js's chunks (added after the first paint) define TURBOPACK as they run.
  const added = win.document.querySelector("script[src*='/_next/static/']");
  win.__e2eCollectingSince =
    (win.TURBOPACK ? "after the page's chunks ran" : added ? "after the page's chunks were added, before they ran" : "before the page's chunks were added") +
    " (" + Math.round(win.performance.now()) + " ms into the page, readyState " + win.document.readyState + ")";
  const describe = (value) =>
    value && typeof value === "object" && "message" in value
      ? value.name + ": " + value.message + (value.stack ? "\\n" + value.stack : "")
      : String(value);
  win.addEventListener("error", (event) => {
    const target = event.target;
    if (target && target !== win) {
      errors.push("failed to load " + (target.src || target.href || target.tagName));
    } else {
      const where = event.filename ? " (" + event.filename + ":" + event.lineno + ")" : "";
      errors.push(describe(event.error ?? event.message) + where);
    }
  }, true);
  win.addEventListener("unhandledrejection", (event) =>
    errors.push("unhandled rejection: " + describe(event.reason)));
  win.addEventListener("securitypolicyviolation", (event) =>
    errors.push("CSP " + event.violatedDirective + " blocked " + event.blockedURI));
  const console = win.console;
  const consoleError = console.error;
  console.error = (...args) => {
    errors.push("console.error: " + args.map(describe).join(" "));
    return consoleError.apply(console, args);
  };
}`;

/** One phone-sized window, its page's errors collected. */
export class PhoneWindow {
  private constructor(
    readonly driver: WebDriver,
    private readonly handle: string,
    private readonly opener: string,
  ) {}

  /**
   * Opens `url` in a 390 × 844 popup. WebKit lets a page open a popup only from a click, so
   * the first window, on the site's origin, gets a button that opens it, and WebDriver clicks
   * it. Classic WebDriver cannot run a script before the page's own, so the opener, which may
   * reach into its same-origin popup, watches it and starts the collector as soon as it sees
   * the new document: a best effort, never before the inline scripts in <head>, mostly before
   * the page's chunks run, and sometimes after them (a page that is parsed in one go, its chunks
   * cached). collectingSince() says which; the WebKit tests record it. Once the page has loaded,
   * the collector is started from within if it was not: from then on nothing escapes it.
   */
  static async open(webkit: WebKit, url: string): Promise<PhoneWindow> {
    const { driver, opener } = webkit;
    await driver.switchTo().window(opener);
    // Any page of the site's origin will do, and this one is small.
    const sameOrigin = new URL("/robots.txt", url).href;
    if ((await driver.getCurrentUrl()) !== sameOrigin) await driver.get(sameOrigin);
    const before = await driver.getAllWindowHandles();
    const button = (await driver.executeScript(
      `const [url, width, height] = arguments;
       ${COLLECTOR}
       const button = document.createElement("button");
       button.textContent = "Open a phone window";
       button.onclick = () => {
         const popup = window.open(url, "", "popup,width=" + width + ",height=" + height);
         // Looks at the popup again at every turn of the event loop, which it shares with
         // the opener: a message to itself, unlike a timer (clamped, and throttled in a window
         // in the background) or a MessageChannel (which goes through the UI process).
         const giveUp = Date.now() + 60000;
         const look = (event) => {
           if (event && event.data !== "e2e-look") return;
           try {
             if (!popup || popup.closed || Date.now() > giveUp) throw new Error("gone");
             // Still the first, empty document: look again.
             if (popup.location.href !== url) return postMessage("e2e-look", "*");
             removeEventListener("message", look);
             collect(popup);
           } catch {
             // Closed, or another origin: the page starts its collector itself, once loaded.
             removeEventListener("message", look);
           }
         };
         addEventListener("message", look);
         look();
       };
       document.body.replaceChildren(button);
       return button;`,
      url,
      PHONE.width,
      PHONE.height,
    )) as WebElement;
    await button.click();
    const handle = await until(
      "the phone window to open",
      async () => (await driver.getAllWindowHandles()).find((h) => !before.includes(h)),
      20_000,
    );
    await driver.switchTo().window(handle);
    const window = new PhoneWindow(driver, handle, opener);
    await window.waitFor(
      `${url} to load`,
      "return location.href === arguments[0] && document.readyState === 'complete'",
      60_000,
      url,
    );
    await window.evaluate(`${COLLECTOR}; collect(window);`);
    return window;
  }

  /** Since when the page's errors are collected, in words (see open()). */
  collectingSince() {
    return this.evaluate<string>("return window.__e2eCollectingSince");
  }

  /** Runs `script` (a function body; `arguments` holds `args`) in the page. */
  evaluate<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.driver.executeScript<T>(script, ...args);
  }

  /** Polls a script until it returns true. */
  async waitFor(what: string, script: string, timeout = 20_000, ...args: unknown[]) {
    await until(
      what,
      async () => ((await this.evaluate<boolean>(script, ...args)) ? true : undefined),
      timeout,
    );
  }

  /** React has hydrated the page (useHydratedMark). */
  hydrated() {
    return this.waitFor(
      "html[data-hydrated=true]",
      "return document.documentElement.dataset.hydrated === 'true'",
      30_000,
    );
  }

  find(css: string) {
    return this.driver.findElement(By.css(css));
  }

  /**
   * Clicks `element` (or the element `css` finds) as a finger would, at its centre: first
   * scrolled to the middle of the screen and uncovered. WebDriver's own scrolling can leave
   * it under the fixed header, which then takes the click.
   */
  async tap(target: WebElement | string) {
    const element = typeof target === "string" ? await this.find(target) : target;
    await this.evaluate("arguments[0].scrollIntoView({ block: 'center' })", element);
    await this.waitFor(
      "the element to be uncovered",
      `const element = arguments[0];
       const box = element.getBoundingClientRect();
       const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
       return hit !== null && element.contains(hit);`,
      10_000,
      element,
    );
    await element.click();
  }

  /** The label that reads `text` (the whole label, or with `prefix`, its start). */
  async label(text: string, { prefix = false } = {}): Promise<WebElement> {
    const label = await this.evaluate<WebElement | null>(
      `const [text, prefix] = arguments;
       return [...document.querySelectorAll("label")].find((label) => {
         const content = label.textContent.replace(/\\s+/g, " ").trim();
         return prefix ? content.startsWith(text) : content === text;
       }) ?? null;`,
      text,
      prefix,
    );
    if (!label) throw new Error(`No label reads "${text}"`);
    return label;
  }

  /** The form control of the label that reads `text`. */
  async labelled(text: string, options: { prefix?: boolean } = {}): Promise<WebElement> {
    const control = await this.evaluate<WebElement | null>(
      "return arguments[0].control",
      await this.label(text, options),
    );
    if (!control) throw new Error(`The label "${text}" names no control`);
    return control;
  }

  /**
   * What the page reported as errors since its document loaded. Throws if the collector is
   * gone, which means the window loaded a new document (a full navigation, not a client-side one).
   */
  async errors(): Promise<string[]> {
    const errors = await this.evaluate<string[] | null>("return window.__e2eErrors ?? null");
    if (!errors) throw new Error("The page's error collector is gone: a new document loaded");
    return errors;
  }

  async close() {
    await this.driver.switchTo().window(this.handle);
    await this.driver.close();
    await this.driver.switchTo().window(this.opener);
  }
}
