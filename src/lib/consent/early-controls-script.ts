import { CONSENT_KEY } from "./choice";

/** Marks the banner's two buttons with the answer each gives. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";
/** Marks "Cookie settings", which asks the question again. */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-consent-settings";

/**
 * The consent banner is in the static HTML and shows from the first paint (consent-hint.ts),
 * but its buttons, and "Cookie settings" in the footer, belong to React only once the page has
 * hydrated. Until then this inline script answers for them:
 * - a click on either answer saves it exactly as the banner would and puts it on
 *   <html data-consent>, which hides the banner (globals.css); the hydrated manager then
 *   honours it like any stored answer or, where storage is blocked, finds it on <html>;
 * - "Cookie settings" sets <html data-consent="ask">, which shows the banner, and moves focus
 *   to it; the hydrated manager keeps it open (an "ask" beside a stored answer says so).
 * After hydration (<html data-hydrated>) it leaves every click to React.
 */
export const earlyConsentControlsScript = `document.addEventListener("click",function(e){var d=document.documentElement,t=e.target,b,c;if(d.dataset.hydrated||!t.closest)return;if(t.closest("[${CONSENT_SETTINGS_ATTRIBUTE}]")){d.dataset.consent="ask";b=document.querySelector("[data-consent-banner]");b&&b.focus();return}b=t.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");if(!b)return;c=b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}");try{localStorage.setItem(${JSON.stringify(
  CONSENT_KEY,
)},c)}catch(x){}d.dataset.consent=c})`;
