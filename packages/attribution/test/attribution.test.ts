import { describe, expect, it } from "vitest";
import {
  MAX_CAMPAIGN_VALUE_LENGTH,
  MAX_LANDING_PATH_LENGTH,
  pricingPlacement,
  readSignupAttribution,
  signupAttributionParams,
} from "../index.js";

const signupUrl = (query: string) => new URL(`https://app.gigloom.com/signup?${query}`);

describe("the app reads what the site wrote", () => {
  it("keeps every campaign parameter, the landing path and the placement", () => {
    const attribution = {
      campaign: {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring sale",
        utm_term: "ugc video",
        utm_content: "hero-image",
      },
      landingPath: "/blog/how-to-price-a-ugc-video",
      placement: "header",
    };
    const written = signupAttributionParams(attribution);
    expect(written.toString()).toBe(
      "utm_source=newsletter&utm_medium=email&utm_campaign=spring+sale&utm_term=ugc+video" +
        "&utm_content=hero-image&landing_path=%2Fblog%2Fhow-to-price-a-ugc-video&placement=header",
    );
    expect(readSignupAttribution(signupUrl(written.toString()))).toEqual(attribution);
  });

  it("reads search parameters as well as a URL", () => {
    const params = new URLSearchParams("utm_campaign=spring&placement=pricing-pro");
    expect(readSignupAttribution(params)).toEqual({
      campaign: { utm_campaign: "spring" },
      placement: "pricing-pro",
    });
  });
});

describe("a sign-up without a campaign", () => {
  it("reads as none, whatever else the URL holds", () => {
    expect(readSignupAttribution(signupUrl(""))).toBeNull();
    expect(readSignupAttribution(signupUrl("landing_path=%2Fpricing&placement=hero"))).toBeNull();
    expect(readSignupAttribution(signupUrl("utm_source=&utm_medium=%20%20"))).toBeNull();
  });

  it("gets no query from the site: a clean link", () => {
    const params = signupAttributionParams({
      campaign: {},
      landingPath: "/pricing",
      placement: "hero",
    });
    expect(params.toString()).toBe("");
  });
});

describe("each value keeps its rule, or is left out", () => {
  it("trims campaign values and refuses empty, overlong or control characters", () => {
    const long = "x".repeat(MAX_CAMPAIGN_VALUE_LENGTH + 1);
    const read = readSignupAttribution(
      signupUrl(
        `utm_source=%20newsletter%20&utm_medium=${long}&utm_campaign=spring%0Asale&utm_term=a%E2%80%8Bb&utm_content=${"y".repeat(MAX_CAMPAIGN_VALUE_LENGTH)}`,
      ),
    );
    expect(read).toEqual({
      campaign: { utm_source: "newsletter", utm_content: "y".repeat(MAX_CAMPAIGN_VALUE_LENGTH) },
    });
  });

  it("takes a landing path only as a path on the site", () => {
    const path = (value: string) =>
      readSignupAttribution(new URLSearchParams({ utm_source: "ad", landing_path: value }))
        ?.landingPath;
    expect(path("/")).toBe("/");
    expect(path("/blog/tags/for-brands")).toBe("/blog/tags/for-brands");
    expect(path("https://evil.example/")).toBeUndefined();
    expect(path("//evil.example/")).toBeUndefined();
    expect(path("/pricing?x=1")).toBeUndefined();
    expect(path("/pricing#compare")).toBeUndefined();
    expect(path("/<script>")).toBeUndefined();
    expect(path("/blog/")).toBe("/blog/");
    expect(path(`/${"a".repeat(MAX_LANDING_PATH_LENGTH - 1)}`)).toHaveLength(
      MAX_LANDING_PATH_LENGTH,
    );
    expect(path(`/${"a".repeat(MAX_LANDING_PATH_LENGTH)}`)).toBeUndefined();
  });

  it("takes a landing path only as already normalised, so no reader can resolve it to another host", () => {
    const path = (value: string) =>
      readSignupAttribution(new URLSearchParams({ utm_source: "ad", landing_path: value }))
        ?.landingPath;
    // Against the app's base, `/.//evil.com` resolves to `//evil.com`: another host.
    for (const unresolved of [
      "/.//evil.com",
      "/./evil.com",
      "/blog/../pricing",
      "/%2e%2e/pricing",
      "/blog/.",
      "/blog//post",
      "/\\evil.com",
    ]) {
      expect(path(unresolved), unresolved).toBeUndefined();
    }
  });

  it("writes a landing path only as already normalised", () => {
    const written = signupAttributionParams({
      campaign: { utm_source: "ad" },
      landingPath: "/.//evil.com",
      placement: "header",
    });
    expect(Object.fromEntries(written)).toEqual({ utm_source: "ad", placement: "header" });
  });

  it("takes a placement by its shape, so placements added later still arrive", () => {
    const place = (value: string) =>
      readSignupAttribution(new URLSearchParams({ utm_source: "ad", placement: value }))?.placement;
    expect(place("header")).toBe("header");
    expect(place(pricingPlacement("enterprise"))).toBe("pricing-enterprise");
    expect(place("a-placement-added-next-year")).toBe("a-placement-added-next-year");
    expect(place("Header")).toBeUndefined();
    expect(place("header--x")).toBeUndefined();
    expect(place("x".repeat(41))).toBeUndefined();
  });

  it("uses the first of a repeated parameter", () => {
    expect(readSignupAttribution(signupUrl("utm_source=a&utm_source=b"))?.campaign).toEqual({
      utm_source: "a",
    });
  });
});
