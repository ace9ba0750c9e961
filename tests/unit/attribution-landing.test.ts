import { describe, expect, it } from "vitest";
import { attributedHref } from "@/lib/attribution/attributed-href";
import {
  landingFromUrl,
  landingToCredit,
  parseLanding,
  serialiseLanding,
} from "@/lib/attribution/landing";

const SIGN_UP = "https://app.gigloom.com/signup";
const spring = landingFromUrl(
  new URL(
    "https://gigloom.com/blog/how-to-price-a-ugc-video?utm_source=newsletter&utm_campaign=spring&ref=x",
  ),
);

describe("a landing", () => {
  it("is the campaign parameters and the path a visit began with", () => {
    expect(spring).toEqual({
      campaign: { utm_source: "newsletter", utm_campaign: "spring" },
      landingPath: "/blog/how-to-price-a-ugc-video",
    });
  });

  it("is none for a visit from no campaign", () => {
    expect(landingFromUrl(new URL("https://gigloom.com/pricing?ref=x#compare"))).toBeNull();
    expect(landingFromUrl(new URL("https://gigloom.com/?utm_source="))).toBeNull();
  });

  it("reads back as it was kept, and a tampered one as none", () => {
    expect(parseLanding(serialiseLanding(spring!))).toEqual(spring);
    expect(parseLanding(null)).toBeNull();
    expect(parseLanding("utm_source=newsletter")).toBeNull();
    expect(
      parseLanding("utm_source=newsletter&landing_path=https%3A%2F%2Fevil.example"),
    ).toBeNull();
  });

  it("kept with a path that is not normalised, reads back as none", () => {
    // Resolved against the app's base, `/.//evil.com` names another host.
    expect(parseLanding("utm_source=newsletter&landing_path=%2F.%2F%2Fevil.com")).toBeNull();
    expect(parseLanding("utm_source=newsletter&landing_path=%2Fblog%2F..%2Fpricing")).toBeNull();
  });

  it("credits this page's own campaign first, then the one kept for the tab", () => {
    const summer = landingFromUrl(new URL("https://gigloom.com/pricing?utm_campaign=summer"));
    expect(landingToCredit(summer, spring)).toBe(summer);
    expect(landingToCredit(null, spring)).toBe(spring);
    expect(landingToCredit(null, null)).toBeNull();
  });
});

describe("the sign-up link as it is chosen", () => {
  it("carries the campaign, the landing path and the placement", () => {
    const href = new URL(attributedHref(SIGN_UP, spring, "pricing-growth"));
    expect(`${href.origin}${href.pathname}`).toBe(SIGN_UP);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      utm_source: "newsletter",
      utm_campaign: "spring",
      landing_path: "/blog/how-to-price-a-ugc-video",
      placement: "pricing-growth",
    });
  });

  it("leaves out a landing path that is not normalised, keeping the campaign", () => {
    const tampered = { campaign: { utm_source: "newsletter" }, landingPath: "/.//evil.com" };
    const href = new URL(attributedHref(SIGN_UP, tampered, "header"));
    expect(Object.fromEntries(href.searchParams)).toEqual({
      utm_source: "newsletter",
      placement: "header",
    });
  });

  it("stays the plain link after a visit from no campaign", () => {
    expect(attributedHref(SIGN_UP, null, "header")).toBe(SIGN_UP);
  });

  it("keeps what the link carries of its own, the rate guide's gig, beside the campaign", () => {
    const gig = `${SIGN_UP}?gig_platform=tiktok&gig_tier=micro`;
    expect(attributedHref(gig, null, "rates-calculator")).toBe(gig);
    const href = new URL(attributedHref(gig, spring, "rates-calculator"));
    expect(href.searchParams.get("gig_platform")).toBe("tiktok");
    expect(href.searchParams.get("gig_tier")).toBe("micro");
    expect(href.searchParams.get("utm_campaign")).toBe("spring");
    expect(href.searchParams.get("placement")).toBe("rates-calculator");
  });
});
