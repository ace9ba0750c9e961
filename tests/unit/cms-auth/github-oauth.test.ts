import { describe, expect, it } from "vitest";
import {
  authorizeUrl,
  exchangeCode,
  NON_EXPIRING_TOKEN_ERROR,
} from "../../../functions/src/github-oauth";

const APP = {
  baseUrl: "https://github.com",
  clientId: "Iv23liExample",
  redirectUri: "https://cms.gigloom.com/cms-auth/callback",
};
/** What GitHub answers for a GitHub App whose user tokens expire (its default). */
const EXPIRING = {
  access_token: "ghu_x",
  expires_in: 28800,
  refresh_token: "ghr_secret",
  refresh_token_expires_in: 15897600,
  scope: "",
  token_type: "bearer",
};

/** A fetch that answers `body` with `status`, and keeps what it was asked. */
function fakeFetch(body: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("GitHub's authorize URL", () => {
  it("names the app, its callback and the state, and asks for no scope (a GitHub App takes none)", () => {
    const url = new URL(authorizeUrl(APP, "s1"));
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "Iv23liExample",
      redirect_uri: "https://cms.gigloom.com/cms-auth/callback",
      state: "s1",
      allow_signup: "false",
    });
  });
});

describe("the code's exchange for a token", () => {
  it("posts the app's id and secret, the code and the callback, asking for JSON", async () => {
    const { fetch, calls } = fakeFetch(EXPIRING);
    expect(await exchangeCode(APP, "s3cret", "c0de", fetch)).toEqual({
      token: "ghu_x",
      expiresInSeconds: 28800,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://github.com/login/oauth/access_token");
    expect(calls[0]!.init.method).toBe("POST");
    expect(new Headers(calls[0]!.init.headers).get("accept")).toBe("application/json");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      client_id: "Iv23liExample",
      client_secret: "s3cret",
      code: "c0de",
      redirect_uri: "https://cms.gigloom.com/cms-auth/callback",
    });
  });

  it("never lets the refresh token out of the exchange", async () => {
    const { fetch } = fakeFetch(EXPIRING);
    expect(JSON.stringify(await exchangeCode(APP, "s", "c", fetch))).not.toContain("ghr_");
  });

  it("refuses a token that never expires (an OAuth app's, or an app with expiry off), telling the operator what to fix", async () => {
    const oauthApp = fakeFetch({ access_token: "gho_x", token_type: "bearer", scope: "repo" });
    const refused = await exchangeCode(APP, "s", "c", oauthApp.fetch);
    expect(refused).toEqual({ error: NON_EXPIRING_TOKEN_ERROR });
    expect(NON_EXPIRING_TOKEN_ERROR).toMatch(/GitHub App.*Expire user authorization tokens/);
    expect(JSON.stringify(refused)).not.toContain("gho_x");
    for (const expires_in of [0, -1, "28800", null]) {
      const odd = fakeFetch({ access_token: "ghu_x", expires_in });
      expect(await exchangeCode(APP, "s", "c", odd.fetch), String(expires_in)).toEqual({
        error: NON_EXPIRING_TOKEN_ERROR,
      });
    }
  });

  it("turns GitHub's error (sent with status 200) into a sentence naming no secret", async () => {
    const { fetch } = fakeFetch({ error: "bad_verification_code", error_description: "Expired." });
    expect(await exchangeCode(APP, "s3cret", "c", fetch)).toEqual({
      error: "GitHub refused the sign-in (Expired.).",
    });
    const bare = fakeFetch({ error: "incorrect_client_credentials" });
    expect(await exchangeCode(APP, "s3cret", "c", bare.fetch)).toEqual({
      error: "GitHub refused the sign-in (incorrect_client_credentials).",
    });
  });

  it("fails on a server error, a page that is not JSON, or no network", async () => {
    const down = fakeFetch("<html>Unicorn</html>", 503);
    expect(await exchangeCode(APP, "s", "c", down.fetch)).toEqual({
      error: "GitHub refused the sign-in (status 503).",
    });
    const noToken = fakeFetch({ access_token: "" });
    expect(await exchangeCode(APP, "s", "c", noToken.fetch)).toHaveProperty("error");
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await exchangeCode(APP, "s", "c", offline)).toEqual({
      error: "GitHub could not be reached. Try signing in again.",
    });
  });
});
