/** A run of an excerpt's text: `marked` where it matched the visitor's words. */
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Character references back to characters; an unknown one stays as written. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? reference;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });
}

/**
 * Pagefind's excerpt, HTML with the matched words in <mark>, as plain runs of text the page
 * renders as text nodes and <mark> elements: no markup from the index ever reaches the DOM as
 * HTML. Any other tag is dropped; character references are decoded once.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<[^>]*>)/)) {
    if (piece.startsWith("<")) {
      if (/^<mark\b/i.test(piece)) marked = true;
      else if (/^<\/mark\s*>$/i.test(piece)) marked = false;
      continue;
    }
    const text = decode(piece);
    if (text === "") continue;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
