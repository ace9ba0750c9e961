import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { browserBundle } from "../../../../scripts/shared/browser-bundle.mjs";
import { emulatorUrl, firebaseOptions } from "../../../../src/lib/firebase/config";

const AUTH_EMULATOR = emulatorUrl("auth");
/** Where the auth tab loads the driver from; answered by the test, never by the site. */
const DRIVER_PATH = "/__e2e__/auth-driver.js";

let bundle: Promise<string> | undefined;

function driverBundle(): Promise<string> {
  bundle ??= browserBundle(fileURLToPath(new URL("./entry.ts", import.meta.url)));
  return bundle;
}

/**
 * The driver as script text, for the engines without Playwright's routes (Firefox, WebKit),
 * whose automation evaluates it in the page, and the arguments its calls take after a user's.
 */
export const authDriverScript = driverBundle;
export const AUTH_DRIVER_TARGET = [firebaseOptions, AUTH_EMULATOR] as const;
/** A page the driver's script has run in. */
export type AuthDriverPage = {
  authDriver: {
    signIn: (...args: [...typeof AUTH_DRIVER_TARGET, string, string]) => Promise<string>;
    signOut: (...args: typeof AUTH_DRIVER_TARGET) => Promise<void>;
  };
};

/** Creates a real user in the Auth emulator through its REST API. */
export async function createEmulatorUser(): Promise<{ email: string; password: string }> {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${firebaseOptions.apiKey}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator sign-up failed: ${await response.text()}`);
  return { email, password };
}

/**
 * A second tab on the site's origin that signs in and out with the real SDK. It is a real
 * page of the site: Chromium only lets a page served from the loopback address space call
 * the loopback emulator, and the site shares its IndexedDB with this tab.
 */
export async function openAuthTab(context: BrowserContext, baseURL: string) {
  const page: Page = await context.newPage();
  // Served as a same-origin file, not inlined: the site's CSP allows no unknown inline script.
  await page.route(`**${DRIVER_PATH}`, async (route) =>
    route.fulfill({ contentType: "text/javascript", body: await driverBundle() }),
  );
  await page.goto(`${baseURL}/`);
  await page.addScriptTag({ url: DRIVER_PATH });
  return {
    page,
    signIn: ({ email, password }: { email: string; password: string }) =>
      page.evaluate(
        ([options, url, user, secret]) =>
          (window as unknown as AuthDriverPage).authDriver.signIn(options, url, user, secret),
        [...AUTH_DRIVER_TARGET, email, password] as const,
      ),
    signOut: () =>
      page.evaluate(
        ([options, url]) => (window as unknown as AuthDriverPage).authDriver.signOut(options, url),
        AUTH_DRIVER_TARGET,
      ),
  };
}
