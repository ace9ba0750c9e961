import type { BrowserContext, Page } from "@playwright/test";
import { LOCAL_CMS_URL, LOCAL_SITE_URL } from "../../scripts/local/local-hosts.mjs";
import { launchOptions } from "../../scripts/shared/chromium.mjs";
import { HOSTING_URL } from "../../scripts/shared/project.mjs";
import { CMS_SERVER } from "./support/cms";
import { expect, test } from "./support/fixtures";

/**
 * The CMS's GitHub sign-in in a real browser, on the admin's own local origin, whose /cms-auth/**
 * goes to the Functions emulator (scripts/local/cms-server.mjs, as the CMS's Hosting site's
 * rewrite does). GitHub's consent page is answered by the test (nothing leaves the machine): it
 * sends the editor back as GitHub does when they decline, so the function checks the state and
 * asks GitHub for no token. The token exchange itself is tested against a stand-in GitHub in
 * functions/test/cms-auth.test.ts.
 *
 * The opener plays Decap's admin exactly as decap-cms-lib-auth does: it answers the popup's
 * "authorizing:github" from base_url (the admin's origin) and waits for
 * "authorization:github:…". It stands on a path of the admin's origin that no file serves, so it
 * gets the CMS site's headers whatever the admin is.
 */
const ADMIN = `${LOCAL_CMS_URL}/sign-in-probe`;

// The full browser: in the headless shell, the popup's redirect to GitHub escaped the route that
// answers it, and the sign-in never came back.
test.use({ launchOptions: launchOptions() });
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

/**
 * Opens the sign-in popup from `page` as Decap does, and resolves with the outcome it posts to
 * the admin's origin.
 */
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
          `${base}/cms-auth/auth?provider=github&site_id=cms.gigloom.localhost&scope=repo`,
          "Netlify Authorization",
          "width=960,height=600",
        );
      }),
    LOCAL_CMS_URL,
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
      response.url().startsWith(`${LOCAL_CMS_URL}/cms-auth/callback`),
    );
    const outcome = await signIn(page);
    expect(outcome).toBe(
      `authorization:github:error:${JSON.stringify({ message: `GitHub did not sign you in (${DECLINED}).` })}`,
    );

    const [authorize] = authorizeUrls;
    expect(authorize!.pathname).toBe("/login/oauth/authorize");
    expect(authorize!.searchParams.get("client_id")).toBe("demo-gigloom-cms");
    expect(authorize!.searchParams.get("redirect_uri")).toBe(`${LOCAL_CMS_URL}/cms-auth/callback`);
    // A GitHub App takes no scope; the one the admin puts in its query is not passed on.
    expect(authorize!.searchParams.has("scope")).toBe(false);
    const headers = await (await callback).allHeaders();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'sha256-/);
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    // The callback spent the state: the cookie is gone.
    const cookies = await context.cookies(`${LOCAL_CMS_URL}/cms-auth/callback`);
    expect(cookies.filter((cookie) => cookie.name === "__session")).toEqual([]);
  });

  test("a __session a sibling subdomain plants, sent first, does not jam the sign-in", async ({
    page,
    context,
  }) => {
    // A script on the site (a sibling of the admin under gigloom.localhost) sets `__session` for
    // the parent domain, on a longer path than the sign-in's own: the browser sends it first.
    await page.goto(`${LOCAL_SITE_URL}/`);
    await page.evaluate(() => {
      document.cookie = "__session=planted; Domain=gigloom.localhost; Path=/cms-auth/callback";
    });
    await stubGithub(context);
    await page.goto(ADMIN);
    const callback = context.waitForEvent("request", (request) =>
      request.url().startsWith(`${LOCAL_CMS_URL}/cms-auth/callback`),
    );
    // GitHub's answer arrives: the state was checked against the sign-in's own cookie.
    expect(await signIn(page)).toBe(
      `authorization:github:error:${JSON.stringify({ message: `GitHub did not sign you in (${DECLINED}).` })}`,
    );
    expect(await (await callback).headerValue("cookie")).toMatch(
      /^__session=planted; __session=[\w-]{43}$/,
    );
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

  test("the sign-in answers on the admin's origin only: the site has none, and a site page is refused", async ({
    request,
  }) => {
    const ask = (url: string, origin?: string) =>
      request.get(`${url}/cms-auth/auth`, {
        headers: origin ? { Origin: origin } : {},
        maxRedirects: 0,
      });
    // The servers behind LOCAL_SITE_URL and LOCAL_CMS_URL, as Node reaches them.
    expect((await ask(HOSTING_URL)).status()).toBe(404);
    expect((await ask(CMS_SERVER, LOCAL_SITE_URL)).status()).toBe(403);
    expect((await ask(CMS_SERVER, HOSTING_URL)).status()).toBe(403);
    expect((await ask(CMS_SERVER, LOCAL_CMS_URL)).status()).toBe(302);
    expect((await ask(CMS_SERVER)).status()).toBe(302);
  });

  test("a page with the site's same-origin opener policy loses its popup", async ({
    page,
    context,
  }) => {
    // Why the admin's origin is served with same-origin-allow-popups: the site's pages are
    // same-origin, the sign-in's cannot be (the popup passes through GitHub), and a popup opened
    // from a same-origin page onto them is cut off from its opener, so nothing would arrive (and
    // a site page that opens the sign-in gets nothing either way).
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
