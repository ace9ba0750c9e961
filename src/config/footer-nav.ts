import { mainNav, routes, siteConfig, type NavItem } from "./site";

export type FooterGroup = { title: string; items: readonly NavItem[] };

const link = (label: string, href: string, audience?: NavItem["audience"]): NavItem => ({
  label,
  href,
  audience,
});

/** The footer's columns: the main nav, a path for each audience, and the legal pages. */
export const footerNav: readonly FooterGroup[] = [
  { title: "Explore", items: mainNav },
  {
    title: "For brands",
    items: [
      link("How it works", `${routes.home}#how-it-works`),
      link("Payment protection", `${routes.home}#payment-protection`),
      link("Compare plans", `${routes.pricing}#compare`),
      link("Join as a Brand", siteConfig.links.signUp, "brand"),
    ],
  },
  {
    title: "For creators",
    items: [
      link("How gigs work", `${routes.creators}#how-gigs-work`),
      link("Fees and payouts", `${routes.creators}#fees`),
      link("Who can join", `${routes.creators}#who-can-join`),
      link("Join as a Creator", siteConfig.links.signUp, "creator"),
    ],
  },
  {
    title: "Legal",
    items: [link("Privacy policy", routes.privacy), link("Terms of use", routes.terms)],
  },
];
