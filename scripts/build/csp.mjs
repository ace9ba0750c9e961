// @ts-check
// The page-level Content-Security-Policy, computed from each exported HTML file.
// Next's static export inlines scripts that differ per page (the sign-in hint in <head>, the
// RSC payload), so each page gets a <meta> policy carrying the hashes of its own inline
// scripts. Directives a <meta> policy cannot carry (frame-ancestors) are in firebase.json.
// Scripts are trusted by hash alone, with 'strict-dynamic': what a trusted script inserts (the
// chunks the loader adds, the chunks they load, gtag.js once Analytics starts after consent,
// reCAPTCHA) inherits its trust, and no host is trusted whole, so an injected
// <script src="https://www.googletagmanager.com/gtm.js?id=…"> is blocked; docs/architecture.md
// ("The post-build step and each page's policy") says why not a list of script URLs.
import { createHash } from "node:crypto";
import { FUNCTIONS_REGION, isDemoEnv } from "../../src/lib/firebase/project-facts.mjs";
import { RUNS_WEBASSEMBLY } from "../../src/lib/search/runs-webassembly.mjs";
import { isDataBlock } from "./inline-script-rule.mjs";

/** @typedef {import("./page-markup.mjs").PageMarkup} PageMarkup */
/** @typedef {import("./page-markup.mjs").Edit} Edit */

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The text of every inline script the browser would run, as the browser hashes it.
 * @param {PageMarkup} page
 */
export function inlineScripts(page) {
  return page.scripts
    .filter((script) => !("src" in script.attributes) && !isDataBlock(script))
    .map(({ text }) => text);
}

const AUTH_HOSTS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
/** Where the SDK calls the contact function of the configured project, in its region. */
const functionsOrigin = (/** @type {string | undefined} */ projectId) =>
  `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
/**
 * Google Analytics for Firebase, loaded only after consent and only with a measurement id. Its
 * gtag.js needs no script source: the SDK, in a trusted chunk, inserts it.
 */
const ANALYTICS = {
  connect: [
    "https://firebaseinstallations.googleapis.com",
    "https://firebase.googleapis.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/**
 * App Check with reCAPTCHA v3 (the contact form), where NEXT_PUBLIC_RECAPTCHA_SITE_KEY is set.
 * Its scripts, like gtag.js, are inserted by a trusted script.
 */
const APP_CHECK = {
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  connect: ["https://content-firebaseappcheck.googleapis.com"],
};

/**
 * The origins the page may connect to and load images and frames from: the Auth and
 * Functions emulators in demo mode (ports from firebase.json), else Firebase Auth and the
 * project's functions, plus Analytics and App Check where configured.
 * @param {Record<string, string | undefined>} env
 * @param {{ auth: number, functions: number }} emulatorPorts
 */
export function remoteSources(env, emulatorPorts) {
  if (isDemoEnv(env)) {
    const emulators = [emulatorPorts.auth, emulatorPorts.functions];
    const connect = emulators.map((port) => `http://127.0.0.1:${port}`);
    return { connect, img: [], frame: [] };
  }
  const analytics = env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID ? ANALYTICS : undefined;
  const appCheck = env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ? APP_CHECK : undefined;
  return {
    connect: [
      ...AUTH_HOSTS,
      functionsOrigin(env.NEXT_PUBLIC_FIREBASE_PROJECT_ID),
      ...(analytics?.connect ?? []),
      ...(appCheck?.connect ?? []),
    ],
    img: analytics?.img ?? [],
    frame: appCheck?.frame ?? [],
  };
}

/**
 * Whether the page runs WebAssembly (the search page's query engine), by its mark.
 * @param {PageMarkup} page
 */
export const runsWebAssembly = (page) =>
  page.elements.some((element) => RUNS_WEBASSEMBLY in element.attributes);

/**
 * The hash sources of an external script's integrity attribute: CSP3 lets a script the parser
 * meets run by its integrity hash, as an inline one by its text's.
 * @param {import("./page-markup.mjs").ScriptElement} script
 */
const integritySources = (script) =>
  (script.attributes.integrity ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((hash) => `'${hash}'`);

/**
 * The external scripts a browser with modules would run as the parser meets them (a `nomodule`
 * script it skips): a deferred page has none, its loader inserts its chunks.
 * @param {PageMarkup} page
 */
const parsedExternalScripts = (page) =>
  page.scripts.filter(({ attributes }) => "src" in attributes && !("nomodule" in attributes));

/**
 * The policy for one page: nothing by default; scripts by hash only, the page's own inline
 * scripts by their texts' and any external script the parser meets by its integrity, and, by
 * 'strict-dynamic', whatever those insert; 'self' is only for a browser without
 * 'strict-dynamic', which ignores it. Styles from this origin, and style attributes (decoded
 * by the parser, as the browser hashes them) only by hash. Workers from this origin only.
 * WebAssembly is compiled only on the pages marked for it, and nothing anywhere may eval.
 * @param {PageMarkup} page
 * @param {{ connect: string[], img: string[], frame: string[] }} remote
 */
export function pagePolicy(page, remote) {
  const unique = (/** @type {string[]} */ items) => [...new Set(items)];
  const scriptHashes = unique([
    ...inlineScripts(page).map(sha256Source),
    ...parsedExternalScripts(page).flatMap(integritySources),
  ]);
  const styleHashes = unique(page.styleAttributes.map(sha256Source));
  const directives = [
    ["default-src", "'none'"],
    [
      "script-src",
      "'strict-dynamic'",
      "'self'",
      ...(runsWebAssembly(page) ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes,
    ],
    ["style-src", "'self'", ...(styleHashes.length ? ["'unsafe-hashes'", ...styleHashes] : [])],
    ["img-src", "'self'", ...remote.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...remote.connect],
    ...(remote.frame.length ? [["frame-src", ...remote.frame]] : []),
    // The Auth worker (src/lib/firebase/auth-worker.ts), a file of this origin, and nothing
    // else: no blob, no other host.
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["form-action", "'self'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * Puts the policy first in <head> (after the charset declaration, which must stay within the
 * first 1024 bytes), before any script, replacing a policy from an earlier run.
 * @param {PageMarkup} page
 * @param {string} policy
 * @returns {Edit[]}
 */
export function policyEdits(page, policy) {
  const at = page.afterCharset ?? page.headContentStart;
  if (at === undefined) throw new Error("No <head> to put the policy in");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return [
    ...(page.policyMeta ? [{ ...page.policyMeta, text: "" }] : []),
    { start: at, end: at, text: meta },
  ];
}

/**
 * The scripts of a finished page whose hash its policy lacks, each inline one by its text and
 * each external one as its tag: the browser would block each of them.
 * @param {PageMarkup} page
 * @param {string} policy
 */
export function scriptsMissingFromPolicy(page, policy) {
  const directive = policy.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
  const allowed = new Set(directive.split(" "));
  const external = parsedExternalScripts(page).filter((script) => {
    const hashes = integritySources(script);
    return hashes.length === 0 || !hashes.every((hash) => allowed.has(hash));
  });
  return [
    ...inlineScripts(page).filter((text) => !allowed.has(sha256Source(text))),
    ...external.map(({ attributes }) => `<script src="${attributes.src}">`),
  ];
}
