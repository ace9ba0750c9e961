import { routes, siteConfig, type Audience } from "@/config/site";

/** A page speaks to creators or to brands; its mobile menu's buttons follow (spec §2). */
export type PageVariant = Audience;

export function pageVariant(pathname: string): PageVariant {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (siteConfig.creatorPaths as readonly string[]).includes(path) ? "creator" : "brand";
}

/** The primary call to action never shows the wrong signed-in label (spec §4). */
export function ctaLabel(signedIn: boolean): "Dashboard" | "Join Now" {
  return signedIn ? "Dashboard" : "Join Now";
}

/**
 * The phone header's link to the app: the spec's "Sign In" for a visitor signed out; for one
 * signed in, "Dashboard", the name the desktop's primary button gives the same place (spec §4:
 * signed in, no "Sign in" and a "Dashboard"). It is shown as an icon there, as the word would
 * not fit a 320 px screen beside the logo and the menu toggle.
 */
export function phoneAppLinkLabel(signedIn: boolean): "Dashboard" | "Sign In" {
  return signedIn ? "Dashboard" : "Sign In";
}

export type MenuAction = {
  label: string;
  href: string;
  variant: "primary" | "secondary";
};

/** The two large buttons of the mobile menu, by page variant (spec §2). */
export function menuActions(variant: PageVariant): readonly [MenuAction, MenuAction] {
  const signUp = siteConfig.links.signUp;
  return variant === "creator"
    ? [
        { label: "Explore Gigs", href: signUp, variant: "secondary" },
        { label: "Join as a Creator", href: signUp, variant: "primary" },
      ]
    : [
        { label: "Case Studies", href: routes.caseStudies, variant: "secondary" },
        { label: "Join as a Brand", href: signUp, variant: "primary" },
      ];
}
