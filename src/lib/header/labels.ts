import { siteConfig, type Audience } from "@/config/site";
import type { Messages } from "@/i18n/messages";

/**
 * A page speaks to creators or to brands; its mobile menu's buttons follow (spec §2). The
 * creator pages are the site config's and the creators' landing pages (creatorPagePaths).
 */
export type PageVariant = Audience;

/** The id of a header label in messages' `header` namespace: the spec's words in each language. */
export type HeaderLabelId = keyof Messages["header"];

export function pageVariant(pathname: string, creatorPaths: readonly string[]): PageVariant {
  const path = pathname.replace(/\/+$/, "") || "/";
  return creatorPaths.includes(path) ? "creator" : "brand";
}

/** The primary call to action never shows the wrong signed-in label (spec §4). */
export function ctaLabel(signedIn: boolean) {
  return signedIn ? "dashboard" : "joinNow";
}

/**
 * The phone header's link to the app: the spec's "Sign In" for a visitor signed out; for one
 * signed in, "Dashboard", the name the desktop's primary button gives the same place (spec §4:
 * signed in, no "Sign in" and a "Dashboard"). It is shown as an icon there, as the word would
 * not fit a 320 px screen beside the logo and the menu toggle.
 */
export function phoneAppLinkLabel(signedIn: boolean) {
  return signedIn ? "dashboard" : "phoneSignIn";
}

export type MenuActionLabelId = "exploreGigs" | "joinAsCreator" | "caseStudies" | "joinAsBrand";

export type MenuAction = {
  label: MenuActionLabelId;
  href: string;
  variant: "primary" | "secondary";
};

/**
 * The two large buttons of the mobile menu, by page variant (spec §2). `caseStudies` is the
 * case-study index in the page's language.
 */
export function menuActions(
  variant: PageVariant,
  caseStudies: string,
): readonly [MenuAction, MenuAction] {
  const signUp = siteConfig.links.signUp;
  return variant === "creator"
    ? [
        { label: "exploreGigs", href: signUp, variant: "secondary" },
        { label: "joinAsCreator", href: signUp, variant: "primary" },
      ]
    : [
        { label: "caseStudies", href: caseStudies, variant: "secondary" },
        { label: "joinAsBrand", href: signUp, variant: "primary" },
      ];
}
