import { mainNav, routes, siteConfig, type NavItem } from "./site";

export type FooterGroup = { title: string; items: readonly NavItem[] };

const page = (label: string, href: string): NavItem => ({ label, href, external: false });
const app = (label: string, href: string): NavItem => ({ label, href, external: true });

/** The footer's columns: the main nav, a path for each audience, and the legal pages. */
export const footerNav: readonly FooterGroup[] = [
  { title: "Explore", items: mainNav },
  {
    title: "For brands",
    items: [
      page("How it works", `${routes.home}#how-it-works`),
      page("Payment protection", `${routes.home}#payment-protection`),
      page("Compare plans", `${routes.pricing}#compare`),
      app("Join as a Brand", siteConfig.links.signUp),
    ],
  },
  {
    title: "For creators",
    items: [
      page("How gigs work", `${routes.creators}#how-gigs-work`),
      page("Fees and payouts", `${routes.creators}#fees`),
      page("Who can join", `${routes.creators}#who-can-join`),
      app("Join as a Creator", siteConfig.links.signUp),
    ],
  },
  {
    title: "Legal",
    items: [page("Privacy policy", routes.privacy), page("Terms of use", routes.terms)],
  },
];
