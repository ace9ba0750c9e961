import { describe, expect, it } from "vitest";
import { authorizeUrl, exchangeCode } from "../../../functions/src/github-oauth";

const APP = {
  baseUrl: "https://github.com",
  clientId: "Iv23liExample",
  redirectUri: "https://gigloom.com/cms-auth/callback",
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
  it("names the app, its callback, the scope and the state", () => {
    const url = new URL(authorizeUrl(APP, "public_repo", "s1"));
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "Iv23liExample",
      redirect_uri: "https://gigloom.com/cms-auth/callback",
      scope: "public_repo",
      state: "s1",
      allow_signup: "false",
    });
  });
});

describe("the code's exchange for a token", () => {
  it("posts the app's id and secret, the code and the callback, asking for JSON", async () => {
    const { fetch, calls } = fakeFetch({ access_token: "gho_x", token_type: "bearer" });
    expect(await exchangeCode(APP, "s3cret", "c0de", fetch)).toEqual({ token: "gho_x" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://github.com/login/oauth/access_token");
    expect(calls[0]!.init.method).toBe("POST");
    expect(new Headers(calls[0]!.init.headers).get("accept")).toBe("application/json");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      client_id: "Iv23liExample",
      client_secret: "s3cret",
      code: "c0de",
      redirect_uri: "https://gigloom.com/cms-auth/callback",
    });
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
