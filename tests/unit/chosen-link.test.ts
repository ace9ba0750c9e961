import { describe, expect, it } from "vitest";
import { ctaEvent, destinationOf, isSignUp, type ChosenCta } from "@/lib/interactions/chosen-link";

const where = {
  origin: "https://gigloom.com",
  signUpUrl: "https://app.gigloom.com/signup",
  docsUrl: "https://app.gigloom.com/docs",
  pageAudience: "brand" as const,
};
const cta = (href: string, placement: string, audience?: string): ChosenCta => ({
  url: new URL(href),
  placement,
  audience,
});

describe("a chosen call to action", () => {
  it("names a page of the site by its path and anything else by its URL, never its query", () => {
    expect(destinationOf(new URL("https://gigloom.com/contact?x=1"), where.origin)).toBe(
      "/contact",
    );
    expect(
      destinationOf(new URL("https://app.gigloom.com/signup?utm_source=a"), where.origin),
    ).toBe("https://app.gigloom.com/signup");
  });

  it("is a sign-up link whether or not it was decorated already", () => {
    expect(isSignUp(cta("https://app.gigloom.com/signup", "header"), where)).toBe(true);
    expect(isSignUp(cta("https://app.gigloom.com/signup?utm_source=a", "header"), where)).toBe(
      true,
    );
    expect(isSignUp(cta("https://app.gigloom.com/docs", "header"), where)).toBe(false);
    expect(isSignUp(cta("https://gigloom.com/signup", "header"), where)).toBe(false);
  });

  it("sends cta_click with its placement, destination and audience", () => {
    expect(ctaEvent(cta("https://app.gigloom.com/signup", "hero", "creator"), where)).toEqual({
      name: "cta_click",
      params: {
        placement: "hero",
        destination: "https://app.gigloom.com/signup",
        audience: "creator",
      },
    });
  });

  it("names the landing page's section a link sits in, and no section elsewhere", () => {
    const inSection = {
      ...cta("https://app.gigloom.com/signup", "hero", "creator"),
      section: "hero",
    };
    expect(ctaEvent(inSection, where).params).toEqual({
      placement: "hero",
      destination: "https://app.gigloom.com/signup",
      audience: "creator",
      section: "hero",
    });
    expect(
      ctaEvent(cta("https://app.gigloom.com/signup", "hero"), where).params,
    ).not.toHaveProperty("section");
  });

  it("takes the page's audience where the link names none", () => {
    const event = ctaEvent(cta("https://gigloom.com/casestudies", "mobile-menu"), where);
    expect(event.params).toMatchObject({ destination: "/casestudies", audience: "brand" });
    const creators = ctaEvent(cta("https://app.gigloom.com/signup", "header", "anyone"), {
      ...where,
      pageAudience: "creator",
    });
    expect(creators.params).toMatchObject({ audience: "creator" });
  });

  it("sends docs_open for the Docs link", () => {
    expect(ctaEvent(cta("https://app.gigloom.com/docs", "footer"), where)).toEqual({
      name: "docs_open",
      params: { placement: "footer" },
    });
  });
});
