import type { Locale } from "./locale";
import { mainNav, routesFor, siteConfig, type MainNavId, type NavEntry } from "./site";

/** The ids of the footer's headings and links, which label them from messages' `footer`. */
type FooterLabelId =
  | "explore"
  | "forBrands"
  | "howItWorks"
  | "findCreators"
  | "paymentProtection"
  | "comparePlans"
  | "creatorRates"
  | "joinAsBrand"
  | "forCreators"
  | "howGigsWork"
  | "feesAndPayouts"
  | "whoCanJoin"
  | "whatToCharge"
  | "joinAsCreator"
  | "legal"
  | "privacy"
  | "terms";

export type FooterGroup = {
  /** The column's heading, by its id in messages' `footer` namespace. */
  title: FooterLabelId;
  /** The main nav's links are labelled from `nav`, the others from `footer`. */
  items:
    | { labels: "nav"; links: readonly NavEntry<MainNavId>[] }
    | { labels: "footer"; links: readonly NavEntry<FooterLabelId>[] };
};

/** The footer's columns: the main nav, a path for each audience, and the legal pages. */
export function footerNav(locale: Locale): readonly FooterGroup[] {
  const pages = routesFor(locale);
  const signUp = siteConfig.links.signUp;
  return [
    { title: "explore", items: { labels: "nav", links: mainNav(locale) } },
    {
      title: "forBrands",
      items: {
        labels: "footer",
        links: [
          { id: "howItWorks", href: `${pages.home}#how-it-works` },
          { id: "findCreators", href: pages.directory },
          { id: "paymentProtection", href: `${pages.home}#payment-protection` },
          { id: "comparePlans", href: `${pages.pricing}#compare` },
          { id: "creatorRates", href: pages.rates },
          { id: "joinAsBrand", href: signUp, audience: "brand" },
        ],
      },
    },
    {
      title: "forCreators",
      items: {
        labels: "footer",
        links: [
          { id: "howGigsWork", href: `${pages.creators}#how-gigs-work` },
          { id: "feesAndPayouts", href: `${pages.creators}#fees` },
          { id: "whoCanJoin", href: `${pages.creators}#who-can-join` },
          { id: "whatToCharge", href: `${pages.rates}?view=creator#calculator` },
          { id: "joinAsCreator", href: signUp, audience: "creator" },
        ],
      },
    },
    {
      title: "legal",
      items: {
        labels: "footer",
        links: [
          { id: "privacy", href: pages.privacy },
          { id: "terms", href: pages.terms },
        ],
      },
    },
  ];
}
