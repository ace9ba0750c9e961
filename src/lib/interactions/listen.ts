import { siteConfig } from "@/config/site";
import { trackEvent } from "@/lib/analytics/track";
import { mayCarryLanding, thisVisit } from "@/lib/attribution/may-carry-landing";
import { parseChoice } from "@/lib/consent/choice";
import { CONSENT_CHOICE_ATTRIBUTE } from "@/lib/consent/control-attributes.mjs";
import { pageVariant } from "@/lib/header/labels";
import { BILLING_PERIODS } from "@/domain/pricing/billing";
import { ATTRIBUTES } from "./attributes";
import { ctaEvent, isSignUp, type ChosenCta } from "./chosen-link";

const data = (element: Element, attribute: string) => element.getAttribute(attribute) ?? undefined;
/** The element the event happened in, or its nearest ancestor, that matches `selector`. */
const closest = <E extends Element>(target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<E>(selector) : null;

function chosenCta(
  target: EventTarget | null,
): { anchor: HTMLAnchorElement; cta: ChosenCta } | null {
  const anchor = closest<HTMLAnchorElement>(target, `a[href][${ATTRIBUTES.placement}]`);
  if (!anchor) return null;
  const placement = data(anchor, ATTRIBUTES.placement) ?? "";
  const section = anchor.closest(`[${ATTRIBUTES.section}]`)?.getAttribute(ATTRIBUTES.section);
  const cta = {
    url: new URL(anchor.href),
    placement,
    audience: data(anchor, ATTRIBUTES.audience),
    ...(section ? { section } : {}),
  };
  return { anchor, cta };
}

type LandingLinks = typeof import("@/lib/attribution/landing-links");

/**
 * The landing's half of the listener, for a visit that may credit one; null for a clean visit,
 * whose links stay plain, and wherever it fails to load (the sign-up works, without attribution).
 */
async function landingLinks(): Promise<LandingLinks | null> {
  if (!mayCarryLanding(thisVisit())) return null;
  return import("@/lib/attribution/landing-links").catch(() => null);
}

/**
 * Decorates a sign-up link as it is chosen, just before the browser follows it: until then it
 * is the plain link of the HTML, which it stays if anything here fails. What the link carries
 * of its own (the rate guide's gig) stays on it.
 */
function attribute(landing: LandingLinks | null, anchor: HTMLAnchorElement, cta: ChosenCta) {
  if (!landing || !isSignUp(cta, { signUpUrl: siteConfig.links.signUp })) return;
  anchor.href = landing.withLanding(cta.url.href, cta.placement);
}

const onChoose = (landing: LandingLinks | null) => (event: MouseEvent) => {
  const chosen = chosenCta(event.target);
  if (!chosen) return;
  attribute(landing, chosen.anchor, chosen.cta);
  // A context menu may open the link elsewhere, so the link is decorated for it too; but only
  // a click or a middle click (an auxclick also comes from the right button) chose it.
  const chose = event.type === "click" || (event.type === "auxclick" && event.button === 1);
  if (!chose) return;
  const { name, params } = ctaEvent(chosen.cta, {
    origin: window.location.origin,
    signUpUrl: siteConfig.links.signUp,
    docsUrl: siteConfig.links.docs,
    pageAudience: pageVariant(window.location.pathname, siteConfig.creatorPaths),
  });
  // One call per event name, so that each is checked against its own parameters.
  if (name === "docs_open") trackEvent(name, params);
  else trackEvent(name, params);
};

function onFilter(event: MouseEvent) {
  const link = closest(event.target, `a[${ATTRIBUTES.filter}]`);
  if (!link) return;
  const filter = data(link, ATTRIBUTES.filter);
  if (filter !== "industry" && filter !== "platform" && filter !== "all") return;
  trackEvent("case_study_filter", { filter, value: data(link, ATTRIBUTES.filterValue) ?? "" });
}

function onPeriodChange(event: Event) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.closest(`[${ATTRIBUTES.pricingPeriod}]`)) {
    return;
  }
  const period = BILLING_PERIODS.find((known) => known === input.value);
  if (period) trackEvent("pricing_period_switch", { period });
}

/**
 * An answer in the consent banner: the landing is kept for the tab, or forgotten, at once. A
 * clean visit has none to keep, and none kept to forget.
 */
const onConsentChoice = (landing: LandingLinks) => (event: MouseEvent) => {
  const button = closest(event.target, `[${CONSENT_CHOICE_ATTRIBUTE}]`);
  const choice = parseChoice(button?.getAttribute(CONSENT_CHOICE_ATTRIBUTE) ?? null);
  if (choice) landing.applyConsentToLanding(choice);
};

/**
 * One listener for every call to action, filter and switch the markup marks (./attributes.ts),
 * and for the consent banner's answers, which decide whether the landing is kept,
 * on the document, so links rendered later (client-side navigation) need nothing of their own.
 * Listens in the capture phase, before any handler of the page could stop the event.
 */
export async function listenForInteractions(): Promise<() => void> {
  const landing = await landingLinks();
  landing?.syncLandingWithConsent();
  const options = { capture: true } as const;
  const choose = onChoose(landing);
  const listeners = [
    ["click", choose],
    ["auxclick", choose],
    ["contextmenu", choose],
    ["click", onFilter],
    ...(landing ? [["click", onConsentChoice(landing)] as const] : []),
    ["change", onPeriodChange],
  ] as const;
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener as EventListener, options);
  }
  return () => {
    for (const [type, listener] of listeners) {
      document.removeEventListener(type, listener as EventListener, options);
    }
  };
}
