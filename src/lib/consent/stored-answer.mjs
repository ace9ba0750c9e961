// @ts-check
// Plain JavaScript, so the post-build step (Node) reads it too: the <head> scripts carry these
// (lib/head-scripts.mjs), and it allows those scripts by their text.

/**
 * The visitor's answer to "may we use analytics?" (spec §1, §7), kept in localStorage.
 * No answer means ask; nothing analytics-related loads until the answer is "granted".
 */
export const CONSENT_KEY = "gigloom:analytics-consent";

/** The two answers the site writes; anything else stored counts as no answer. */
export const CONSENT_CHOICES = /** @type {const} */ (["granted", "denied"]);
