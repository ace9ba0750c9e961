import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_CMS_URL, LOCAL_SITE_URL } from "../../scripts/local/local-hosts.mjs";
import { emulatedFunctionUrl } from "../../scripts/shared/project.mjs";
import { NON_EXPIRING_TOKEN_ERROR } from "../src/github-oauth";
import {
  GITHUB_STAND_IN_URL,
  GOOD_CODE,
  NON_EXPIRING_CODE,
  NON_EXPIRING_TOKEN,
  STAND_IN_REFRESH_TOKEN,
  STAND_IN_TOKEN,
  startGithubStandIn,
  type TokenRequest,
} from "./github-stand-in";
import { openPopup, readPopupPage } from "./popup-window";

/**
 * The CMS's GitHub sign-in in the real Functions emulator, which the suite's globalSetup starts
 * with CMS_GITHUB_BASE_URL pointing at the stand-in GitHub here. The emulator's CMS origin is
 * the local admin's (CMS_ORIGIN), its client id and secret the demo's.
 */
const FUNCTION = emulatedFunctionUrl("cmsAuth");
const CMS = LOCAL_CMS_URL;
const CLIENT_ID = "demo-gigloom-cms";
const SECRET = "demo-client-secret";

let github: Awaited<ReturnType<typeof startGithubStandIn>>;
let tokenRequests: TokenRequest[];
beforeAll(async () => {
  github = await startGithubStandIn(SECRET);
});
beforeEach(() => {
  github.requests.length = 0;
  tokenRequests = github.requests;
});
afterAll(() => github.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${FUNCTION}${path}`, { headers, redirect: "manual" });

/** Starts a sign-in: the state GitHub is sent, and the cookie that keeps it. */
async function startSignIn() {
  const response = await get("/cms-auth/auth?provider=github&site_id=x&scope=repo");
  const location = new URL(response.headers.get("location")!);
  const cookie = response.headers.get("set-cookie")!;
  return { response, location, cookie, state: location.searchParams.get("state")! };
}

const cookieAttributes = (cookie: string) =>
  cookie
    .split(";")
    .slice(1)
    .map((part) => part.trim());

describe("/cms-auth/auth", () => {
  it("sends the editor to the GitHub App's consent page with its callback on the CMS's origin, asking for no scope", async () => {
    const { response, location, state } = await startSignIn();
    expect(response.status).toBe(302);
    expect(location.origin).toBe(GITHUB_STAND_IN_URL);
    expect(location.pathname).toBe("/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${CMS}/cms-auth/callback`);
    expect(location.searchParams.has("scope")).toBe(false);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps the state in an HttpOnly, Secure, SameSite=Lax, short-lived cookie on /cms-auth", async () => {
    const { cookie, state } = await startSignIn();
    expect(cookie.split(";")[0]).toBe(`__session=${state}`);
    const attributes = cookieAttributes(cookie);
    expect(attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/cms-auth"]),
    );
    const maxAge = Number(attributes.find((part) => part.startsWith("Max-Age="))!.slice(8));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(900);
  });

  it("draws a new state for each sign-in, and passes on no scope the admin asks for", async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    expect(first.state).not.toBe(second.state);
    const widened = await get("/cms-auth/auth?provider=github&scope=admin:org");
    expect(new URL(widened.headers.get("location")!).searchParams.has("scope")).toBe(false);
  });

  it("refuses a script on the site's pages or another site's, and anything but GET", async () => {
    for (const origin of [LOCAL_SITE_URL, "https://evil.example"]) {
      const foreign = await get("/cms-auth/auth", { Origin: origin });
      expect(foreign.status, origin).toBe(403);
      expect(foreign.headers.get("set-cookie")).toBeNull();
    }
    expect((await get("/cms-auth/auth", { Origin: CMS })).status).toBe(302);
    const posted = await fetch(`${FUNCTION}/cms-auth/auth`, { method: "POST", redirect: "manual" });
    expect(posted.status).toBe(405);
  });
});

/** The callback as GitHub's redirect reaches it, with the browser's cookie if any. */
const callback = (query: Record<string, string>, cookie?: string) =>
  get(`/cms-auth/callback?${new URLSearchParams(query)}`, cookie ? { Cookie: cookie } : {});
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

describe("/cms-auth/callback", () => {
  it("refuses a missing or a different state, without asking GitHub for a token", async () => {
    const { cookie, state } = await startSignIn();
    const attempts = [
      callback({ code: GOOD_CODE, state }), // no cookie: another browser
      callback({ code: GOOD_CODE }, cookiePair(cookie)), // no state
      // One character changed, never to itself: 1 state in 16 ends in "A" (32 bytes in base64url).
      callback(
        { code: GOOD_CODE, state: `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}` },
        cookiePair(cookie),
      ),
      callback({ code: GOOD_CODE, state: "" }, "__session="),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).not.toContain(STAND_IN_TOKEN);
      expect(readPopupPage(page).attributes["data-message"]).toMatch(
        /^authorization:github:error:\{"message":"This sign-in could not be checked/,
      );
    }
    expect(tokenRequests).toEqual([]);
  });

  it("trades the code for a token with the secret, clears the cookie and hands the token to the admin", async () => {
    const { cookie, state } = await startSignIn();
    const response = await callback({ code: GOOD_CODE, state }, cookiePair(cookie));
    expect(response.status).toBe(200);
    expect(tokenRequests).toEqual([
      {
        path: "/login/oauth/access_token",
        accept: "application/json",
        body: {
          client_id: CLIENT_ID,
          client_secret: SECRET,
          code: GOOD_CODE,
          redirect_uri: `${CMS}/cms-auth/callback`,
        },
      },
    ]);
    const cleared = response.headers.get("set-cookie")!;
    expect(cleared.split(";")[0]).toBe("__session=");
    expect(cookieAttributes(cleared)).toEqual(
      expect.arrayContaining(["Max-Age=0", "Path=/cms-auth"]),
    );

    const popup = openPopup(await response.text());
    expect(popup.posted).toEqual([{ message: "authorizing:github", targetOrigin: CMS }]);
    popup.receive("authorizing:github", CMS);
    expect(popup.posted[1]).toEqual({
      message: `authorization:github:success:{"token":"${STAND_IN_TOKEN}","provider":"github"}`,
      targetOrigin: CMS,
    });
  });

  it("signs in when a sibling subdomain planted another __session, sent first, and not on that one alone", async () => {
    // A page on another subdomain of the parent domain can set `__session` there, with a longer
    // path (/cms-auth/callback): the browser then sends it before the sign-in's own.
    const { cookie, state } = await startSignIn();
    const planted = "__session=planted-by-a-sibling-subdomain";
    const alone = await callback({ code: GOOD_CODE, state }, planted);
    expect(alone.status).toBe(400);
    expect(tokenRequests).toEqual([]);

    const response = await callback(
      { code: GOOD_CODE, state },
      `${planted}; ${cookiePair(cookie)}`,
    );
    expect(response.status).toBe(200);
    expect(tokenRequests).toHaveLength(1);
    const popup = openPopup(await response.text());
    popup.receive("authorizing:github", CMS);
    expect(popup.posted[1]?.message).toBe(
      `authorization:github:success:{"token":"${STAND_IN_TOKEN}","provider":"github"}`,
    );
  });

  it("hands the admin the access token only, never the refresh token GitHub sent with it", async () => {
    const { cookie, state } = await startSignIn();
    const response = await callback({ code: GOOD_CODE, state }, cookiePair(cookie));
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(STAND_IN_REFRESH_TOKEN);
  });

  it("refuses a token that never expires (an OAuth app's), and tells the operator what to fix", async () => {
    const { cookie, state } = await startSignIn();
    const response = await callback({ code: NON_EXPIRING_CODE, state }, cookiePair(cookie));
    expect(response.status).toBe(502);
    expect(tokenRequests).toHaveLength(1);
    const page = await response.text();
    expect(page).not.toContain(NON_EXPIRING_TOKEN);
    const popup = openPopup(page);
    popup.receive("authorizing:github", CMS);
    expect(popup.posted[1]).toEqual({
      message: `authorization:github:error:${JSON.stringify({ message: NON_EXPIRING_TOKEN_ERROR })}`,
      targetOrigin: CMS,
    });
  });

  it("posts only to the CMS's origin, and only once its admin has answered", async () => {
    const { cookie, state } = await startSignIn();
    const response = await callback({ code: GOOD_CODE, state }, cookiePair(cookie));
    const popup = openPopup(await response.text());
    popup.receive("authorizing:github", "https://evil.example");
    popup.receive("authorizing:github", CMS, { postMessage: () => {} }); // not the opener
    popup.receive("something else", CMS);
    expect(popup.posted).toHaveLength(1);
    popup.receive("authorizing:github", CMS);
    popup.receive("authorizing:github", CMS); // answered once only
    expect(popup.posted).toHaveLength(2);
    expect(popup.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([CMS, CMS]);
  });

  it("serves the page uncached, unreferred, with only its own script allowed", async () => {
    const { cookie, state } = await startSignIn();
    const response = await callback({ code: GOOD_CODE, state }, cookiePair(cookie));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const { scripts } = readPopupPage(await response.text());
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256").update(scripts[0]!).digest("base64");
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it("tells the admin why when GitHub refuses the code", async () => {
    const { cookie, state } = await startSignIn();
    const response = await callback({ code: "stale-code", state }, cookiePair(cookie));
    expect(response.status).toBe(502);
    expect(tokenRequests).toHaveLength(1);
    const popup = openPopup(await response.text());
    popup.receive("authorizing:github", CMS);
    expect(popup.posted[1]).toEqual({
      message:
        'authorization:github:error:{"message":"GitHub refused the sign-in (The code passed is incorrect or expired.)."}',
      targetOrigin: CMS,
    });
  });

  it("tells the admin when the editor declined at GitHub, asking GitHub nothing", async () => {
    const { cookie, state } = await startSignIn();
    const response = await callback(
      {
        error: "access_denied",
        error_description: "The user has denied your application access.",
        state,
      },
      cookiePair(cookie),
    );
    expect(response.status).toBe(403);
    expect(tokenRequests).toEqual([]);
    expect(readPopupPage(await response.text()).attributes["data-message"]).toBe(
      'authorization:github:error:{"message":"GitHub did not sign you in (The user has denied your application access.)."}',
    );
  });
});
