import { CONSENT_CHOICES, CONSENT_KEY } from "./choice";

/**
 * The consent banner is in every page's static HTML, so a first-time visitor sees the question
 * in the first paint rather than seconds later, once the scripts have run. This script runs
 * inline in <head>, before that paint, and marks <html data-consent="ask"> when there is no
 * answer yet (or storage is blocked, where readChoice finds none either); CSS shows the static
 * banner only then, so it never flashes for a visitor who has answered. Without JavaScript
 * nothing is marked and the banner stays hidden: Analytics could not run anyway.
 */
export const consentHintScript = `try{document.documentElement.dataset.consent=${JSON.stringify(
  CONSENT_CHOICES,
)}.indexOf(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}))<0?"ask":"answered"}catch(e){document.documentElement.dataset.consent="ask"}`;
