import { SIGN_IN_HINT_PATTERN } from "@gigloom/auth-hint/cookie";
import { CONSENT_CHOICES, CONSENT_KEY } from "./consent/choice";
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE } from "./consent/control-attributes";
import { AUTH_HINT_KEY } from "./sign-in/remembered";

/*
 * The site's only inline scripts: what runs before React has hydrated the page (README,
 * "Before hydration"). Each is a typed function here, checked and linted like any other code,
 * and put in <head> by the root layout as `(function)(arguments)` when the pages are built. Each
 * runs in the browser on its own, so it may use only its parameters and the browser's globals,
 * never a name from this module: the unit tests run the serialized text in an empty context.
 * Explanations go above a function, never inside it, where they would ship in every page.
 */

/** A constant a function receives: a RegExp keeps its literal form, the rest goes as JSON. */
type InlineArgument = string | number | boolean | RegExp | readonly string[];

/** The argument as a JavaScript literal; its `<` escaped, so it cannot close the <script>. */
const literal = (value: InlineArgument) =>
  (value instanceof RegExp ? String(value) : JSON.stringify(value)).replaceAll("<", "\\x3c");

/** A function with its arguments: `run` calls it here, `text` is it as a <script>'s text. */
export type InlineScript = { run: () => void; text: string };

/**
 * `fn` with `args`. In the text, line breaks and their indentation go: Prettier ends every
 * statement with a semicolon, so none of them carries meaning, and each byte is in every page.
 */
export function inlineScript<Args extends InlineArgument[]>(
  fn: (...args: Args) => void,
  ...args: Args
): InlineScript {
  const source = String(fn).replace(/\n\s*/g, "");
  if (source.includes("</")) throw new Error(`${fn.name} would close its <script> early`);
  return { run: () => fn(...args), text: `(${source})(${args.map(literal).join(",")})` };
}

/**
 * Applies `showsSignedIn` (sign-in/precedence.ts) with Firebase not yet reported: the app's
 * cookie, else the remembered state (where storage is blocked, the cookie alone). It puts the
 * result on <html data-auth="in|out">, which CSS reads: no re-render, no layout shift.
 */
export function markSignedIn(pattern: RegExp, key: string): void {
  let signedIn = pattern.exec(document.cookie)?.[1] === "1";
  try {
    signedIn ||= localStorage.getItem(key) === "1";
  } catch {}
  document.documentElement.dataset.auth = signedIn ? "in" : "out";
}

/**
 * The consent banner is in every page's static HTML, so a first-time visitor sees the question
 * in the first paint rather than once the scripts have run. This marks <html data-consent="ask">
 * when there is no answer yet (or storage is blocked, where readChoice finds none either); CSS
 * shows the static banner only then, so it never flashes for a visitor who has answered.
 * Without JavaScript nothing is marked and the banner stays hidden: Analytics could not run.
 */
export function markConsentQuestion(choices: readonly string[], consentKey: string): void {
  let answered = false;
  try {
    answered = choices.indexOf(localStorage.getItem(consentKey) ?? "") >= 0;
  } catch {}
  document.documentElement.dataset.consent = answered ? "answered" : "ask";
}

/**
 * The banner's buttons, and "Cookie settings" in the footer, belong to React only once the page
 * has hydrated. Until then this answers for them:
 * - a click on either answer saves it exactly as the banner would and puts it on
 *   <html data-consent>, which hides the banner (globals.css); the hydrated manager then
 *   honours it like any stored answer or, where storage is blocked, finds it on <html>;
 * - "Cookie settings" sets <html data-consent="ask">, which shows the banner, and moves focus
 *   to it; the hydrated manager keeps it open (an "ask" beside a stored answer says so).
 * After hydration (<html data-hydrated>) it leaves every click to React.
 */
export function answerConsentControls(
  choiceAttribute: string,
  settingsAttribute: string,
  consentKey: string,
): void {
  document.addEventListener("click", (event) => {
    const root = document.documentElement;
    const target = event.target as Element | null;
    if (root.dataset.hydrated || !target || !target.closest) return;
    if (target.closest(`[${settingsAttribute}]`)) {
      root.dataset.consent = "ask";
      document.querySelector<HTMLElement>("[data-consent-banner]")?.focus();
      return;
    }
    const choice = target.closest(`[${choiceAttribute}]`)?.getAttribute(choiceAttribute);
    if (!choice) return;
    try {
      localStorage.setItem(consentKey, choice);
    } catch {}
    root.dataset.consent = choice;
  });
}

export const signInMark = inlineScript(markSignedIn, SIGN_IN_HINT_PATTERN, AUTH_HINT_KEY);
export const consentQuestionMark = inlineScript(markConsentQuestion, CONSENT_CHOICES, CONSENT_KEY);
export const earlyConsentControls = inlineScript(
  answerConsentControls,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
  CONSENT_KEY,
);

/** The <head> scripts, in the order they run. */
export const HEAD_SCRIPTS = [signInMark, consentQuestionMark, earlyConsentControls];
