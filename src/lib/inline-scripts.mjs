// @ts-check
/*
 * The site's own inline scripts (Next adds only its page data): what runs before React has hydrated
 * the page (docs/architecture.md, "Before hydration"). Each is a typed function here, checked and
 * linted like any other code, and written into the page as `(function)(arguments)` when the site is
 * built: the root layout puts three in <head> (head-scripts.mjs, whose texts only Node makes), the
 * post-build step the chunk loader at the end of <body>. Each runs in the browser on its own, so it
 * may use only its parameters and the browser's globals, never a name from this module: the unit
 * tests run the serialized text in an empty context. Explanations go above a function, never inside
 * it, where they would ship in every page. Plain JavaScript with no imports, so Node reads it too.
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

/**
 * Adds the page's first-load chunks, which the post-build step lists in a JSON block, once the
 * document is parsed in full and then painted: a frame, then a task once it is drawn; at once in
 * a hidden tab, which does not paint. The wait for the parse matters because this runs from the
 * end of <body>, and a busy parser may yield there and let a frame through before it has read
 * the rest. They stay async: Next's runtime does not depend on their order. It adds only the
 * site's own chunks: the page's policy trusts what this hashed script inserts ('strict-dynamic'),
 * so a list injected into the page before the real one must not get a foreign script trusted.
 * On the search page, which has a second block, the search files it lists (`[href, "module" |
 * "fetch"]`) come first, as preloads fetched as Pagefind fetches them: after the paint, so they
 * take nothing from what the first paint needs. Only files under `preloadPrefix` are preloaded.
 * A preload's request costs the main thread up to half a millisecond, so they are added a few a
 * task. Once every one is added, the block is marked with `added` (a data attribute) and `added`
 * is fired on it as an event, a list that is no list included: Pagefind waits for that, or it
 * would fetch a file before its preload asked for it, and fetch it twice. The page's chunks then
 * wait until the page's search script marks the block `released` (and fires it), once the
 * search's files are in and the visitor's words rest (lib/search/search-before-hydration.mjs):
 * on a slow phone they would take the search's bandwidth while the visitor types. In a hidden
 * tab, which paints nothing, throttles timers and has nobody typing, all go at once.
 * @param {string} listId the chunks' JSON block's id
 * @param {string} chunkPrefix where the site's chunks are served from, on its own origin
 * @param {string} preloadListId the search files' JSON block's id
 * @param {string} preloadPrefix where the search files are served from, on the site's origin
 * @param {string} added the mark and the event of the search files' block once all are added
 * @param {string} released the mark and the event of that block once the chunks may load
 */
export function loadChunksAfterPaint(
  listId,
  chunkPrefix,
  preloadListId,
  preloadPrefix,
  added,
  released,
) {
  const PRELOADS_PER_TASK = 6;
  const addChunks = () => {
    const chunks = document.getElementById(listId)?.textContent ?? "[]";
    for (const src of JSON.parse(chunks)) {
      if (typeof src !== "string" || !src.startsWith(chunkPrefix)) continue;
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  const load = () => {
    const block = document.getElementById(preloadListId);
    if (!block) {
      addChunks();
      return;
    }
    if (document.visibilityState === "hidden" || released in block.dataset) addChunks();
    else block.addEventListener(released, addChunks, { once: true });
    const listed = JSON.parse(block.textContent ?? "[]");
    const preloads = Array.isArray(listed) ? listed : [];
    let next = 0;
    const addSome = () => {
      for (const entry of preloads.slice(next, next + PRELOADS_PER_TASK)) {
        const [href, kind] = Array.isArray(entry) ? entry : [];
        if (typeof href !== "string" || !href.startsWith(preloadPrefix)) continue;
        const link = document.createElement("link");
        link.fetchPriority = "low";
        if (kind === "module") link.rel = "modulepreload";
        else {
          link.rel = "preload";
          link.as = "fetch";
          link.crossOrigin = "anonymous";
        }
        link.href = href;
        document.head.appendChild(link);
      }
      next += PRELOADS_PER_TASK;
      if (next < preloads.length) addLater();
      else {
        block.dataset[added] = "";
        block.dispatchEvent(new Event(added));
      }
    };
    const addLater = () => {
      if (document.visibilityState === "hidden") addSome();
      else setTimeout(addSome, 0);
    };
    addLater();
  };
  const afterPaint = () => {
    if (document.visibilityState === "hidden") load();
    else requestAnimationFrame(() => setTimeout(load, 0));
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
  } else afterPaint();
}
