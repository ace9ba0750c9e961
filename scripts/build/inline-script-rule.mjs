// @ts-check
// Which inline scripts a page may carry (issue #18: content is data, never code). A page's CSP
// allows its inline scripts by hash, so whatever is inline when the post-build step runs would
// be trusted. Instead, every inline <script> must be one of:
// - Next.js's own, recognised by shape, each a call whose only argument is a JSON literal, so it
//   can carry data and nothing else (Next 16: app-render/use-flight-response.js and
//   get-page-files.js):
//   - the page-data bootstrap `(self.__next_f=self.__next_f||[]).push([0])`, optionally
//     followed by `;self.__next_f.push([2,<form state>])`;
//   - a page-data chunk `self.__next_f.push([1,"<RSC payload>"])` (or [3,"<base64>"]);
//   - Turbopack's chunk-group bootstrap (React's bootstrap script, <script id="_R_">), lines of
//     `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});`;
// - one the site's code declares, by its exact text: the <head> scripts of the root layout, as
//   Node makes them from their module (src/lib/head-scripts.mjs, where the layout's come from
//   too), and the chunk loader and the search page's script of the post-build step
//   (deferred-scripts.mjs, search-script.mjs);
// - a data block (JSON-LD, JSON), which the browser never runs.
// Anything else fails the build, naming the page and the start of the script. So does an
// event-handler attribute or a javascript: URL on any element (checkScriptAttributes).
import { HEAD_SCRIPT_TEXTS } from "../../src/lib/head-scripts.mjs";
import { LOADER } from "./deferred-scripts.mjs";
import { SEARCH_BEFORE_HYDRATION } from "./search-script.mjs";

/** @typedef {import("./page-markup.mjs").ScriptElement} ScriptElement */

/** Data blocks such as JSON-LD are never executed, so CSP does not apply to them. */
export const DATA_BLOCK_TYPE = /^application\/(?:ld\+)?json$/i;

const FLIGHT_BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/;
const TURBOPACK_PUSH =
  /^\(globalThis\[("TURBOPACK[A-Za-z0-9_]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(([\s\S]*)\);$/;

/**
 * The value of a JSON literal, or undefined if the text is not exactly one.
 * @param {string} text
 * @returns {{ value: unknown } | undefined}
 */
function jsonLiteral(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * Whether the text is `self.__next_f.push(<JSON array>)` with one of the given instructions.
 * @param {string} text
 * @param {number[]} instructions 1 data, 2 form state, 3 binary data (base64)
 */
function isFlightPush(text, instructions) {
  const argument = jsonLiteral(FLIGHT_PUSH.exec(text)?.[1] ?? "");
  if (!argument || !Array.isArray(argument.value) || argument.value.length !== 2) return false;
  const [instruction, data] = argument.value;
  if (!instructions.includes(instruction)) return false;
  return instruction === 2 || typeof data === "string";
}

/**
 * Which of Next.js's own inline scripts this is, if it is one.
 * @param {string} text
 * @returns {"page-data bootstrap" | "page data" | "Turbopack bootstrap" | undefined}
 */
export function nextScriptKind(text) {
  if (text.startsWith(FLIGHT_BOOTSTRAP)) {
    const rest = text.slice(FLIGHT_BOOTSTRAP.length);
    if (rest === "" || (rest.startsWith(";") && isFlightPush(rest.slice(1), [2]))) {
      return "page-data bootstrap";
    }
    return undefined;
  }
  if (isFlightPush(text, [1, 3])) return "page data";
  const statements = text.split("\n");
  const isTurbopack = statements.every((statement) => {
    const argument = jsonLiteral(TURBOPACK_PUSH.exec(statement)?.[2] ?? "");
    return argument !== undefined && typeof argument.value === "object" && argument.value !== null;
  });
  return isTurbopack ? "Turbopack bootstrap" : undefined;
}

/**
 * Whether the browser would treat this <script> as a data block and never run it.
 * @param {ScriptElement} script
 */
export const isDataBlock = ({ attributes }) =>
  !("src" in attributes) && DATA_BLOCK_TYPE.test((attributes.type ?? "").trim());

/**
 * Throws, naming the start of the script, unless every inline script of the page is Next's
 * own, one the site declares (`declared`, plus the chunk loader) or a data block.
 * @param {ScriptElement[]} scripts the page's scripts
 * @param {readonly string[]} [declared] the texts of the inline scripts the site's code
 *   declares: the <head> scripts', unless a test's small app declares its own
 */
export function checkInlineScripts(scripts, declared = HEAD_SCRIPT_TEXTS) {
  const ours = new Set([...declared, LOADER, SEARCH_BEFORE_HYDRATION]);
  for (const script of scripts) {
    if ("src" in script.attributes || isDataBlock(script)) continue;
    const classic = !("type" in script.attributes);
    if (classic && (ours.has(script.text) || nextScriptKind(script.text) !== undefined)) continue;
    const type = "type" in script.attributes ? ` type="${script.attributes.type}"` : "";
    throw new Error(
      `An inline script that is neither Next's own nor one the site declares ` +
        `(src/lib/head-scripts.mjs, scripts/build/deferred-scripts.mjs): ` +
        `<script${type}>${JSON.stringify(script.text.slice(0, 80))}${script.text.length > 80 ? "…" : ""}`,
    );
  }
}

/** Attributes whose value the browser follows or loads as a URL. */
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data", "poster"];

/**
 * Throws, naming the element, if the page has an event-handler attribute (`onerror=`, …) or a
 * javascript: or vbscript: URL: script the policy would block, which no part of the site writes.
 * @param {import("./page-markup.mjs").PageMarkup["elements"]} elements
 */
export function checkScriptAttributes(elements) {
  for (const { tag, attributes } of elements) {
    for (const [name, value] of Object.entries(attributes)) {
      const handler = /^on/i.test(name);
      const url = URL_ATTRIBUTES.includes(name.toLowerCase());
      // As the browser reads a URL: tabs and line breaks dropped, leading controls and spaces too.
      const scheme = /^([^/?#]*?):/.exec(
        value.replace(/[\t\n\r]/g, "").replace(/^[\x00-\x20]+/, ""),
      )?.[1];
      if (handler || (url && /^(?:javascript|vbscript)$/i.test(scheme ?? ""))) {
        throw new Error(
          `<${tag} ${name}="${value.slice(0, 60)}"> would run script: no page of the site may ` +
            "carry an event-handler attribute or a javascript: URL",
        );
      }
    }
  }
}
