// @ts-check
/*
 * The site's own inline scripts (Next adds only its page data): what runs before React has hydrated
 * the page (docs/architecture.md, "Before hydration"). Each is a typed function, checked and linted
 * like any other code, and written into the page as `(function)(arguments)` when the site is
 * built (inlineScript, here): the root layout puts the three below in <head> (head-scripts.mjs,
 * whose texts only Node makes), the post-build step the chunk loader at the end of <body>
 * (chunk-loader.mjs) and, on the search pages, the search before hydration
 * (search/search-before-hydration.mjs). Each runs in the browser on its own, so it may use only
 * its parameters and the browser's globals, never a name from its module: the unit tests run the
 * serialized text in an empty context. Explanations go above a function, never inside it, where
 * they would ship in every page. Plain JavaScript with no imports, so Node reads it too.
 */

/**
 * What an inline script's function may be given: data, or a function that keeps the same rules
 * (its parameters and the browser's globals only, no comment), written in as its own text.
 * @typedef {string | number | boolean | RegExp | readonly string[]
 *   | Readonly<Record<string, string | number | boolean>> | ((...args: any[]) => unknown)} InlineArgument
 */
/** @typedef {{ run: () => void, text: string }} InlineScript */

/**
 * A function's source as one line: line breaks and their indentation go (Prettier ends every
 * statement with a semicolon, so none of them carries meaning, and each byte is in every page).
 * @param {Function} fn
 */
function oneLine(fn) {
  const source = String(fn).replace(/\n\s*/g, "");
  if (/<\/|\/\/|\/\*/.test(source)) {
    throw new Error(`${fn.name}: a comment or "</" would break its inline script`);
  }
  return source;
}

/**
 * The argument as a JavaScript literal; its `<` escaped, so it cannot close the <script>. A
 * function is its own source, which oneLine has checked holds no "</".
 * @param {InlineArgument} value
 */
const literal = (value) => {
  if (typeof value === "function") return oneLine(value);
  return (value instanceof RegExp ? String(value) : JSON.stringify(value)).replaceAll("<", "\\x3c");
};

/**
 * `fn` with `args`: `run` calls it here, `text` is it as a <script>'s text, on one line.
 * @template {InlineArgument[]} Args
 * @param {(...args: Args) => void} fn
 * @param {Args} args
 * @returns {InlineScript}
 */
export function inlineScript(fn, ...args) {
  return { run: () => fn(...args), text: `(${oneLine(fn)})(${args.map(literal).join(",")})` };
}

/**
 * Applies `showsSignedIn` (sign-in/precedence.ts) with Firebase not yet reported: the app's
 * cookie, else the remembered state (where storage is blocked, the cookie alone). It puts the
 * result on <html data-auth="in|out">, which CSS reads: no re-render, no layout shift.
 * @param {RegExp} pattern the app's cookie, its value in the first group
 * @param {string} key where the state Firebase last reported here is remembered
 */
export function markSignedIn(pattern, key) {
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
 * @param {readonly string[]} choices
 * @param {string} consentKey
 */
export function markConsentQuestion(choices, consentKey) {
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
 * @param {string} choiceAttribute
 * @param {string} settingsAttribute
 * @param {string} consentKey
 */
export function answerConsentControls(choiceAttribute, settingsAttribute, consentKey) {
  document.addEventListener("click", (event) => {
    const root = document.documentElement;
    const target = event.target;
    if (root.dataset.hydrated || !(target instanceof Element)) return;
    if (target.closest(`[${settingsAttribute}]`)) {
      root.dataset.consent = "ask";
      const banner = document.querySelector("[data-consent-banner]");
      if (banner instanceof HTMLElement) banner.focus();
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
