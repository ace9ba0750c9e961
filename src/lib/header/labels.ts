import { routes, siteConfig } from "@/config/site";

export type PageVariant = "creator" | "brand";

export function pageVariant(pathname: string): PageVariant {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (siteConfig.creatorPaths as readonly string[]).includes(path) ? "creator" : "brand";
}

/** The primary call to action never shows the wrong signed-in label (spec §4). */
export function ctaLabel(signedIn: boolean): "Dashboard" | "Join Now" {
  return signedIn ? "Dashboard" : "Join Now";
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
