import { SIGN_IN_HINT_PATTERN } from "@gigloom/auth-hint/cookie";
import { CONSENT_CHOICES, CONSENT_KEY } from "./consent/choice";
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE } from "./consent/control-attributes";
import {
  answerConsentControls,
  inlineScript,
  markConsentQuestion,
  markSignedIn,
} from "./inline-scripts.mjs";
import { AUTH_HINT_KEY } from "./sign-in/remembered";

/** The inline scripts of every page's <head> (inline-scripts.mjs), with the site's constants. */
export const signInMark = inlineScript(markSignedIn, SIGN_IN_HINT_PATTERN, AUTH_HINT_KEY);
export const consentQuestionMark = inlineScript(markConsentQuestion, CONSENT_CHOICES, CONSENT_KEY);
export const earlyConsentControls = inlineScript(
  answerConsentControls,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
  CONSENT_KEY,
);

/** In the order they run. */
export const HEAD_SCRIPTS = [signInMark, consentQuestionMark, earlyConsentControls];
