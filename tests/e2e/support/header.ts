import type { Page } from "@playwright/test";
import { LOCALES, type Locale } from "@/config/locale";
import { routesFor, siteConfig } from "@/config/site";
import { MESSAGES, type Messages } from "@/i18n/messages";
import { E2E_APP_URL } from "./env";

type HeaderWords = Messages["header"] & { nav: Messages["nav"] };

/**
 * The spec's labels, which the English pages show word for word: written out here rather than
 * read from messages/en.json, so that a change to the English catalogue fails the suite.
 */
const SPEC_WORDS: HeaderWords = {
  signIn: "Sign in",
  joinNow: "Join Now",
  dashboard: "Dashboard",
  phoneSignIn: "Sign In",
  menu: "Menu",
  exploreGigs: "Explore Gigs",
  joinAsCreator: "Join as a Creator",
  joinAsBrand: "Join as a Brand",
  caseStudies: "Case Studies",
  search: "Search",
  nav: {
    mainLabel: "Main",
    mobileLabel: "Mobile",
    pricing: "Pricing",
    caseStudies: "Case Studies",
    blog: "Blog",
    docs: "Docs",
    contact: "Contact",
  },
};

/** What the header of a page in one language says, and where its links lead. */
export type HeaderLabels = Omit<HeaderWords, "nav"> & {
  locale: Locale;
  /** The language's pages, from the config. */
  pages: ReturnType<typeof routesFor>;
  /** The logo's name: the product's, in every language. */
  logo: string;
  mainNavLabel: string;
  mobileNavLabel: string;
  /** The five links of the navigation, in order (spec §1). */
  nav: { name: string; href: string }[];
};

/**
 * The header's labels on a page in `locale`: the spec's words in English, the messages file's
 * (messages/<locale>.json) in every other language.
 */
export function headerLabels(locale: Locale): HeaderLabels {
  const { nav, ...words } =
    locale === "en" ? SPEC_WORDS : { ...MESSAGES[locale].header, nav: MESSAGES[locale].nav };
  const pages = routesFor(locale);
  return {
    ...words,
    locale,
    pages,
    logo: siteConfig.name,
    mainNavLabel: nav.mainLabel,
    mobileNavLabel: nav.mobileLabel,
    nav: [
      { name: nav.pricing, href: pages.pricing },
      { name: nav.caseStudies, href: pages.caseStudies },
      { name: nav.blog, href: pages.blog },
      { name: nav.docs, href: `${E2E_APP_URL}/docs` },
      { name: nav.contact, href: pages.contact },
    ],
  };
}

/** Every language's header labels, English first: the header suite runs once for each. */
export const HEADER_LOCALES: HeaderLabels[] = LOCALES.map(headerLabels);

const exactly = (...labels: string[]) =>
  new RegExp(
    `^(${labels.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`,
  );

const ENGLISH = headerLabels("en");

export const header = (page: Page) => page.locator("body > header");
/** The desktop header's sign-in link and its primary button, whose label follows sign-in. */
export const signInLink = (page: Page, labels = ENGLISH) =>
  header(page).getByRole("link", { name: exactly(labels.signIn) });
export const desktopCta = (page: Page, labels = ENGLISH) =>
  header(page).getByRole("link", { name: exactly(labels.joinNow, labels.dashboard) });
export const menuToggle = (page: Page, labels = ENGLISH) =>
  page.getByRole("button", { name: labels.menu, exact: true });
export const mobileMenu = (page: Page) => page.locator("#mobile-menu");

/**
 * The toggle's "expanded" state as Chromium gives it to assistive technology. The page sets no
 * aria-expanded: the browser derives it from the popover the toggle controls, so the
 * accessibility tree, not an attribute, is what a screen reader user hears.
 */
export async function menuExpanded(page: Page, labels = ENGLISH): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const toggle = nodes.find(
      (node) => node.role?.value === "button" && node.name?.value === labels.menu,
    );
    const expanded = toggle?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/** Makes any page tall enough to scroll well past both thresholds. */
export async function makeScrollable(page: Page) {
  // Through the CSSOM, which the site's CSP allows; an injected <style> element it would block.
  await page.locator("main").evaluate((main) => (main.style.minHeight = "400vh"));
}

/** Scrolls like a visitor would, one step, and waits for the header to react. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
  // The header applies the rule once per animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
