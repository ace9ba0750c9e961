// @ts-check
// Plain JavaScript and self-contained: the search page's script before hydration carries this
// function's own text (./search-before-hydration.mjs), so it may use only its parameter and the
// language's globals, and holds no comment.

/** @typedef {{ text: string, marked: boolean }} ExcerptPart a run of text, `marked` where it matched */

/**
 * Pagefind's excerpt, HTML with the matched words in <mark>, as plain runs of text the page
 * renders as text nodes and <mark> elements: no markup from the index ever reaches the DOM as
 * HTML. Any other tag is dropped; character references are decoded once (an unknown one stays
 * as written).
 * @param {string} html
 * @returns {ExcerptPart[]}
 */
export function excerptParts(html) {
  const entities = new Map([
    ["amp", "&"],
    ["lt", "<"],
    ["gt", ">"],
    ["quot", '"'],
    ["apos", "'"],
  ]);
  const parts = [{ text: "", marked: false }];
  let marked = false;
  for (const piece of html.split(/(<[^>]*>)/)) {
    if (piece.startsWith("<")) {
      if (/^<mark\b/i.test(piece)) marked = true;
      else if (/^<\/mark\s*>$/i.test(piece)) marked = false;
      continue;
    }
    const text = piece.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name) => {
      if (name[0] !== "#") return entities.get(name.toLowerCase()) ?? reference;
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    });
    if (text === "") continue;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts.filter((part) => part.text !== "");
}
