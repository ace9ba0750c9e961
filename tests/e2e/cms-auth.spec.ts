import type { BrowserContext, Page } from "@playwright/test";
import { LOCAL_SITE_URL } from "../../scripts/lib/local-hosts.mjs";
import { expect, test } from "./support/fixtures";

/**
 * The CMS's GitHub sign-in in a real browser, through the Hosting emulator's /cms-auth/**
 * rewrite to the Functions emulator, on the site's canonical local origin. GitHub's consent page
 * is answered by the test (nothing leaves the machine): it sends the editor back as GitHub does
 * when they decline, so the function checks the state and asks GitHub for no token. The token
 * exchange itself is tested against a stand-in GitHub in functions/test/cms-auth.test.ts.
 *
 * The opener plays Decap's admin exactly as decap-cms-lib-auth does: it answers the popup's
 * "authorizing:github" from base_url and waits for "authorization:github:…". It stands on a
 * path under /admin/ that no file serves, so it gets /admin/'s headers whatever the admin is.
 */
const ADMIN = `${LOCAL_SITE_URL}/admin/sign-in-probe`;
const DECLINED = "The user has denied your application access.";

test.use({ waitForHydration: false, expectedConsoleErrors: [/status of 404/] });

/** GitHub's consent page, declining at once, or sending back another state when told to. */
async function stubGithub(context: BrowserContext, { tamper = false } = {}) {
  const authorizeUrls: URL[] = [];
  await context.route("https://github.com/**", async (route) => {
    const url = new URL(route.request().url());
    authorizeUrls.push(url);
    const back = new URL(url.searchParams.get("redirect_uri")!);
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("error_description", DECLINED);
    back.searchParams.set("state", `${url.searchParams.get("state")}${tamper ? "x" : ""}`);
    await route.fulfill({ status: 302, headers: { Location: back.toString() } });
  });
  return authorizeUrls;
}

/** Opens the sign-in popup from `page` as Decap does, and resolves with the outcome it posts. */
function signIn(page: Page) {
  return page.evaluate(
    (base) =>
      new Promise<string>((resolve) => {
        let popup: Window | null = null;
        const outcome = (event: MessageEvent) => {
          if (event.origin !== base) return;
          if (String(event.data).startsWith("authorization:github:")) resolve(event.data);
        };
        const handshake = (event: MessageEvent) => {
          if (event.data === "authorizing:github" && event.origin === base) {
            window.removeEventListener("message", handshake);
            window.addEventListener("message", outcome);
            popup!.postMessage(event.data, event.origin);
          }
        };
        window.addEventListener("message", handshake);
        popup = window.open(
          `${base}/cms-auth/auth?provider=github&site_id=gigloom.localhost&scope=repo`,
          "Netlify Authorization",
          "width=960,height=600",
        );
      }),
    LOCAL_SITE_URL,
  );
}

test.describe("the CMS's GitHub sign-in in a browser @desktop", () => {
  test("the admin gets GitHub's answer through the popup, the state checked with the cookie", async ({
    page,
    context,
  }) => {
    const authorizeUrls = await stubGithub(context);
    await page.goto(ADMIN);
    const callback = context.waitForEvent("response", (response) =>
      response.url().startsWith(`${LOCAL_SITE_URL}/cms-auth/callback`),
    );
    const outcome = await signIn(page);
    expect(outcome).toBe(
      `authorization:github:error:${JSON.stringify({ message: `GitHub did not sign you in (${DECLINED}).` })}`,
    );

    const [authorize] = authorizeUrls;
    expect(authorize!.pathname).toBe("/login/oauth/authorize");
    expect(authorize!.searchParams.get("client_id")).toBe("demo-gigloom-cms");
    expect(authorize!.searchParams.get("redirect_uri")).toBe(`${LOCAL_SITE_URL}/cms-auth/callback`);
    const headers = await (await callback).allHeaders();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'sha256-/);
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    // The callback spent the state: the cookie is gone.
    const cookies = await context.cookies(`${LOCAL_SITE_URL}/cms-auth/callback`);
    expect(cookies.filter((cookie) => cookie.name === "__session")).toEqual([]);
  });

  test("a callback with another state is refused, and the admin is told", async ({
    page,
    context,
  }) => {
    await stubGithub(context, { tamper: true });
    await page.goto(ADMIN);
    expect(await signIn(page)).toMatch(
      /^authorization:github:error:\{"message":"This sign-in could not be checked/,
    );
  });

  test("a page with the site's same-origin opener policy loses its popup", async ({
    page,
    context,
  }) => {
    // Why /admin/ is served with same-origin-allow-popups: the site's pages are same-origin,
    // the sign-in's cannot be (the popup passes through GitHub), and a popup opened from a
    // same-origin page onto them is cut off from its opener, so nothing would arrive.
    await stubGithub(context);
    await page.goto(`${LOCAL_SITE_URL}/`);
    const popupOpened = context.waitForEvent("page");
    signIn(page).catch(() => {}); // never settles: the popup cannot reach this page
    const popup = await popupOpened;
    await popup.waitForURL(/\/cms-auth\/callback/);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  });
});
