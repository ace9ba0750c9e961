import { describe, expect, it } from "vitest";
import {
  sharedParentDomain,
  signInCookieDomain,
} from "../../scripts/deploy/sign-in-cookie-domain.mjs";

describe("the parent domain the site and the app share", () => {
  it.each([
    ["https://gigloom.com", "https://app.gigloom.com", "gigloom.com"],
    ["https://www.gigloom.com", "https://app.gigloom.com/", "gigloom.com"],
    ["https://www.eu.gigloom.com", "https://app.eu.gigloom.com", "eu.gigloom.com"],
    ["http://gigloom.localhost:5000", "http://app.gigloom.localhost:5050", "gigloom.localhost"],
    ["https://gigloom.com", "https://gigloom.com", "gigloom.com"],
  ])("%s and %s share %s", (site, app, expected) => {
    expect(sharedParentDomain(site, app)).toBe(expected);
  });

  it.each([
    ["https://gigloom.com", "https://gigloom-app.com"],
    ["https://gigloom.com", "https://app.gigloom.io"],
    ["http://127.0.0.1:5000", "http://127.0.0.2:5050"],
    ["http://[::1]:5000", "http://[::1]:5050"],
  ])("%s and %s share none", (site, app) => {
    expect(sharedParentDomain(site, app)).toBeUndefined();
  });
});

describe("the cookie domain for an environment", () => {
  const urls = {
    NEXT_PUBLIC_SITE_URL: "https://gigloom.com",
    NEXT_PUBLIC_APP_URL: "https://app.gigloom.com",
  };

  it("is the configured one when set, and says so", () => {
    const chosen = signInCookieDomain({ ...urls, NEXT_PUBLIC_AUTH_COOKIE_DOMAIN: "gigloom.com " });
    expect(chosen).toEqual({
      domain: "gigloom.com",
      said: "gigloom.com (NEXT_PUBLIC_AUTH_COOKIE_DOMAIN)",
    });
  });

  it("is derived from the two URLs otherwise, and says so", () => {
    const chosen = signInCookieDomain(urls);
    expect(chosen.domain).toBe("gigloom.com");
    expect(chosen.said).toMatch(/derived from NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_APP_URL/);
  });

  it("is none when the hosts share no parent, and says what that costs", () => {
    const chosen = signInCookieDomain({ ...urls, NEXT_PUBLIC_APP_URL: "https://gigloom.app" });
    expect(chosen.domain).toBeUndefined();
    expect(chosen.said).toMatch(/cannot learn of a sign-in/);
  });
});
