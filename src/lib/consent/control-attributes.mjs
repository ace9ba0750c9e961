// @ts-check
/**
 * The attributes the consent controls carry in the static HTML, so the inline script
 * (lib/head-scripts.mjs) can answer for them before React has hydrated the page. Plain
 * JavaScript, so the post-build step (Node) reads it too.
 */

/** Marks the banner's two buttons with the answer each gives. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";
/** Marks "Cookie settings", which asks the question again. */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-consent-settings";
