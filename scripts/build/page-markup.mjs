// @ts-check
// One exported page, read once with a maintained HTML parser (parse5, the WHATWG algorithm),
// so the post-build steps see the page as a browser would: attributes in any order or case,
// entities decoded, scripts' text exactly as the browser hashes it. The steps then change the
// page by source offsets, leaving every other byte of Next's output as it was.
import { parse } from "parse5";

/** @typedef {{ start: number, end: number }} Range */
/** @typedef {{ attributes: Record<string, string>, text: string, range: Range }} ScriptElement */
/** @typedef {{ attributes: Record<string, string>, range: Range }} LinkElement */
/**
 * @typedef {{
 *   scripts: ScriptElement[],
 *   links: LinkElement[],
 *   styleAttributes: string[],
 *   elements: { tag: string, attributes: Record<string, string> }[],
 *   policyMeta?: Range,
 *   policy?: string,
 *   afterCharset?: number,
 *   headContentStart?: number,
 *   headEnd?: number,
 *   bodyEnd?: number,
 * }} PageMarkup
 */
/** @typedef {{ start: number, end: number, text: string }} Edit */

/**
 * @param {any} node
 * @param {(node: any) => void} visit
 */
function walk(node, visit) {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  if (node.content) walk(node.content, visit);
}

/** @param {any} location */
const rangeOf = (location) => ({ start: location.startOffset, end: location.endOffset });

/**
 * The parts of a page the post-build steps read or change.
 * @param {string} html
 * @returns {PageMarkup}
 */
export function readPage(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  /** @type {PageMarkup} */
  const page = { scripts: [], links: [], styleAttributes: [], elements: [] };
  walk(document, (node) => {
    if (!node.tagName) return;
    /** @type {Record<string, string>} */
    const attributes = Object.fromEntries(
      node.attrs.map((/** @type {{ name: string, value: string }} */ attribute) => [
        attribute.name,
        attribute.value,
      ]),
    );
    if ("style" in attributes) page.styleAttributes.push(attributes.style ?? "");
    page.elements.push({ tag: node.tagName, attributes });
    const location = node.sourceCodeLocation;
    // Elements the parser implied (a missing <head>, say) have no place in the source.
    if (!location) return;
    if (node.tagName === "script") {
      const text = node.childNodes.map((/** @type {any} */ child) => child.value ?? "").join("");
      page.scripts.push({ attributes, text, range: rangeOf(location) });
    } else if (node.tagName === "link") {
      page.links.push({ attributes, range: rangeOf(location) });
    } else if (node.tagName === "meta") {
      if (attributes["http-equiv"]?.toLowerCase() === "content-security-policy") {
        page.policyMeta = rangeOf(location);
        page.policy = attributes.content;
      } else if ("charset" in attributes) {
        page.afterCharset = location.endOffset;
      }
    } else if (node.tagName === "head" && location.startTag) {
      page.headContentStart = location.startTag.endOffset;
      if (location.endTag) page.headEnd = location.endTag.startOffset;
    } else if (node.tagName === "body" && location.endTag) {
      page.bodyEnd = location.endTag.startOffset;
    }
  });
  return page;
}

/**
 * The page with the edits made, each replacing its [start, end) of the original with its text.
 * Edits must not overlap.
 * @param {string} html
 * @param {Edit[]} edits
 */
export function applyEdits(html, edits) {
  const ordered = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let result = html;
  let limit = Infinity;
  for (const edit of ordered) {
    if (edit.end > limit) throw new Error("Overlapping edits to one page");
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
}
