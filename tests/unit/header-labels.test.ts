import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { ctaLabel, menuActions, pageVariant, phoneAppLinkLabel } from "@/lib/header/labels";

describe("ctaLabel", () => {
  it("reads Dashboard when signed in and Join Now otherwise", () => {
    expect(ctaLabel(true)).toBe("Dashboard");
    expect(ctaLabel(false)).toBe("Join Now");
  });
});

describe("phoneAppLinkLabel", () => {
  it("is the spec's Sign In when signed out, and Dashboard, like the desktop button, when signed in", () => {
    expect(phoneAppLinkLabel(false)).toBe("Sign In");
    expect(phoneAppLinkLabel(true)).toBe(ctaLabel(true));
  });
});

describe("pageVariant", () => {
  it("is the creator variant on /creators only", () => {
    expect(pageVariant("/creators")).toBe("creator");
    expect(pageVariant("/creators/")).toBe("creator");
    expect(pageVariant("/")).toBe("brand");
    expect(pageVariant("/pricing")).toBe("brand");
    expect(pageVariant("/creators-faq")).toBe("brand");
  });
});

describe("menuActions", () => {
  it("offers Explore Gigs and Join as a Creator on the creator variant, both to sign-up", () => {
    expect(menuActions("creator")).toEqual([
      { label: "Explore Gigs", href: siteConfig.links.signUp, variant: "secondary" },
      { label: "Join as a Creator", href: siteConfig.links.signUp, variant: "primary" },
    ]);
  });

  it("offers Case Studies and Join as a Brand otherwise", () => {
    expect(menuActions("brand")).toEqual([
      { label: "Case Studies", href: "/casestudies", variant: "secondary" },
      { label: "Join as a Brand", href: siteConfig.links.signUp, variant: "primary" },
    ]);
  });
});
