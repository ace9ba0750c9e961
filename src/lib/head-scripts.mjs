// @ts-check
// The inline scripts of every page's <head>: the functions of inline-scripts.mjs with the
// site's constants, the one place their texts are made. A text holds the function's own source
// (String(fn)), which depends on what loaded this module: Node gives the source as written,
// while the compiler that bundles the site rewrites the functions (minified names, `false` as
// `!1`), and so do the test runners' loaders. So Node alone makes the texts, from this module:
// next.config.mjs hands them to the compiler as a string, which the root layout writes as it is
// (lib/head-script-texts.ts), and the post-build step allows exactly these
// (scripts/build/inline-script-rule.mjs). Plain JavaScript with relative imports, for Node.
import { SIGN_IN_HINT_PATTERN } from "@gigloom/auth-hint/cookie";
import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
} from "./consent/control-attributes.mjs";
import { CONSENT_CHOICES, CONSENT_KEY } from "./consent/stored-answer.mjs";
import {
  answerConsentControls,
  inlineScript,
  markConsentQuestion,
  markSignedIn,
} from "./inline-scripts.mjs";
import { AUTH_HINT_KEY } from "./sign-in/remembered-key.mjs";

export const signInMark = inlineScript(markSignedIn, SIGN_IN_HINT_PATTERN, AUTH_HINT_KEY);
export const consentQuestionMark = inlineScript(markConsentQuestion, CONSENT_CHOICES, CONSENT_KEY);
export const earlyConsentControls = inlineScript(
  answerConsentControls,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
  CONSENT_KEY,
);

/** Their texts, in the order they run: what every page's <head> carries. */
export const HEAD_SCRIPT_TEXTS = [signInMark, consentQuestionMark, earlyConsentControls].map(
  ({ text }) => text,
);
