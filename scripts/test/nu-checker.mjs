// @ts-check
// What the W3C Nu HTML Checker (vnu.jar, from the vnu-jar package) says about the exported
// pages, sorted into what fails the check and what is only shown. Every error fails; warnings
// are shown, less the kinds below that say nothing about the site as a browser gets it.

/**
 * One message of the checker's JSON output (`--format json`).
 * @typedef {{
 *   type: "error" | "info" | "non-document-error",
 *   subType?: string,
 *   url?: string,
 *   lastLine?: number,
 *   firstColumn?: number,
 *   message: string,
 *   extract?: string,
 *   hiliteStart?: number,
 *   hiliteLength?: number,
 * }} NuMessage
 */

/**
 * The markup a message points at: the highlighted part of its extract.
 * @param {NuMessage} message
 */
function flaggedMarkup(message) {
  const start = message.hiliteStart ?? 0;
  return (message.extract ?? "").slice(start, start + (message.hiliteLength ?? 0));
}

/**
 * Warnings about the checker's own reading of the pages, each with why it is no finding.
 * Only warnings are ever dropped, never errors.
 * @type {Array<{ why: string, matches: (message: NuMessage) => boolean }>}
 */
export const NOISE = [
  {
    why:
      "The checker reads each page as a file, which has no origin, so the CSP's 'self' matches " +
      "none of the site's own files; served, they load (security.spec.ts fails on any CSP " +
      "violation in Chromium).",
    matches: ({ message }) =>
      /^Resource violates Content Security Policy \(meta tag\): .* “\/(?!\/)/.test(message),
  },
  {
    why:
      "A JSON data block (structured data, the deferred-scripts list) is never run, so " +
      "script-src does not govern it and browsers report no violation for it.",
    matches: (message) =>
      message.message.startsWith("Inline script violates Content Security Policy") &&
      /^<script type="application\/(ld\+)?json"/.test(flaggedMarkup(message)),
  },
];

/**
 * Errors for markup the HTML Standard allows and the checker does not know yet, each matched
 * by its exact words and the exact markup it flags, with where the Standard allows it. Any
 * other error, the same words on other markup included, still fails.
 * @type {Array<{ why: string, message: string, markup: RegExp }>}
 */
export const CHECKER_BEHIND_STANDARD = [
  {
    why:
      "The Standard's blocking attributes (html.spec.whatwg.org, #blocking-attributes) allow " +
      'blocking="render" on a link whose rel is "expect" as well as "stylesheet": the ' +
      "document's hold on its first paint (components/layout/site-document.tsx).",
    message:
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    markup: /^<link rel="expect" href="#[\w-]+" blocking="render"\/?>$/,
  },
];

/**
 * The checker's messages sorted: errors (including a page it could not read) fail the check,
 * but for those the Standard allows (a count, `allowed`); warnings are shown; noise, a count.
 * Plain info messages (`--skip-info-messages` drops them anyway) are neither.
 * @param {NuMessage[]} messages
 */
export function sortFindings(messages) {
  const allErrors = messages.filter((message) => message.type !== "info");
  const errors = allErrors.filter(
    (error) =>
      !CHECKER_BEHIND_STANDARD.some(
        ({ message, markup }) =>
          error.type === "error" && error.message === message && markup.test(flaggedMarkup(error)),
      ),
  );
  const warnings = messages.filter(
    (message) => message.type === "info" && message.subType === "warning",
  );
  const shown = warnings.filter((warning) => !NOISE.some((noise) => noise.matches(warning)));
  return {
    errors,
    allowed: allErrors.length - errors.length,
    warnings: shown,
    noise: warnings.length - shown.length,
  };
}

/**
 * One line for a message: the page (relative to `root`), line and column, and what is wrong;
 * then the markup it points at.
 * @param {NuMessage} message
 * @param {string} root the folder whose `file:` URL prefix is left off
 */
export function describeFinding(message, root) {
  const page = (message.url ?? "").replace(/^file:/, "").replace(root, "");
  const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? 1}` : "";
  const markup = flaggedMarkup(message);
  return `${page}${where}: ${message.message}${markup ? `\n    ${markup}` : ""}`;
}

/**
 * The warnings, one entry per message: how often it came and where first, so that a warning
 * every page shares is shown once.
 * @param {NuMessage[]} warnings
 */
export function groupByMessage(warnings) {
  /** @type {Map<string, { count: number, first: NuMessage }>} */
  const groups = new Map();
  for (const warning of warnings) {
    const group = groups.get(warning.message);
    if (group) group.count += 1;
    else groups.set(warning.message, { count: 1, first: warning });
  }
  return [...groups.values()];
}
