import { describe, expect, it } from "vitest";
import { localizedRoutes, siteConfig } from "@/config/site";
import { MESSAGES } from "@/i18n/messages";
import { creatorPagePaths } from "@/lib/content/landing-pages";
import { ctaLabel, menuActions, pageVariant, phoneAppLinkLabel } from "@/lib/header/labels";

const english = MESSAGES.en.header;
const spanish = MESSAGES.es.header;

describe("ctaLabel", () => {
  it("reads Dashboard when signed in and Join Now otherwise", () => {
    expect(english[ctaLabel(true)]).toBe("Dashboard");
    expect(english[ctaLabel(false)]).toBe("Join Now");
    expect(spanish[ctaLabel(true)]).toBe("Panel");
    expect(spanish[ctaLabel(false)]).toBe("Únete ahora");
  });
});

describe("phoneAppLinkLabel", () => {
  it("is the spec's Sign In when signed out, and Dashboard, like the desktop button, when signed in", () => {
    expect(english[phoneAppLinkLabel(false)]).toBe("Sign In");
    expect(phoneAppLinkLabel(true)).toBe(ctaLabel(true));
    expect(spanish[phoneAppLinkLabel(false)]).toBe("Entrar");
  });
});

describe("pageVariant", () => {
  it("is the creator variant on the creators page only, in each language", () => {
    expect(pageVariant("/creators", siteConfig.creatorPaths)).toBe("creator");
    expect(pageVariant("/creators/", siteConfig.creatorPaths)).toBe("creator");
    expect(pageVariant("/es/creadores", siteConfig.creatorPaths)).toBe("creator");
    expect(pageVariant("/", siteConfig.creatorPaths)).toBe("brand");
    expect(pageVariant("/es", siteConfig.creatorPaths)).toBe("brand");
    expect(pageVariant("/pricing", siteConfig.creatorPaths)).toBe("brand");
    expect(pageVariant("/creators-faq", siteConfig.creatorPaths)).toBe("brand");
  });

  it("is the creator variant on a creators' landing page, and the brand one on a brands'", () => {
    const paths = creatorPagePaths();
    expect(pageVariant("/for/ugc-creators", paths)).toBe("creator");
    expect(pageVariant("/es/para/creadores-ugc/", paths)).toBe("creator");
    expect(pageVariant("/for/tiktok-shop-sellers", paths)).toBe("brand");
    expect(pageVariant("/creators", paths)).toBe("creator");
  });
});

describe("menuActions", () => {
  it("offers Explore Gigs and Join as a Creator on the creator variant, both to sign-up", () => {
    const actions = menuActions("creator", localizedRoutes.en.caseStudies);
    expect(actions.map((action) => ({ ...action, label: english[action.label] }))).toEqual([
      { label: "Explore Gigs", href: siteConfig.links.signUp, variant: "secondary" },
      { label: "Join as a Creator", href: siteConfig.links.signUp, variant: "primary" },
    ]);
  });

  it("offers Case Studies and Join as a Brand otherwise, the case studies in the page's language", () => {
    const actions = menuActions("brand", localizedRoutes.es.caseStudies);
    expect(actions.map((action) => ({ ...action, label: spanish[action.label] }))).toEqual([
      { label: "Casos de éxito", href: "/es/casos-de-exito", variant: "secondary" },
      { label: "Únete como marca", href: siteConfig.links.signUp, variant: "primary" },
    ]);
  });
});
