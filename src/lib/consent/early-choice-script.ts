import { CONSENT_KEY } from "./choice";

/** Marks the banner's two buttons with the answer each gives. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";

/**
 * The consent banner is in the static HTML and shows from the first paint (consent-hint.ts),
 * but its buttons belong to React only once the page has hydrated. Until then this inline
 * script answers for them: a click on either saves the answer exactly as the banner would and
 * puts it on <html data-consent>, which hides the banner (globals.css). The hydrated manager
 * then honours it like any stored answer, or, where storage is blocked, finds it on <html>.
 * After hydration (<html data-hydrated>) it leaves the clicks to React.
 */
export const earlyConsentChoiceScript = `document.addEventListener("click",function(e){var d=document.documentElement,b=e.target.closest&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");if(!b||d.dataset.hydrated)return;var c=b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}");try{localStorage.setItem(${JSON.stringify(
  CONSENT_KEY,
)},c)}catch(x){}d.dataset.consent=c})`;
