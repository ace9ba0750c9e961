// @ts-check
// The one definition of the site's text font: Inter, cut to the characters, weights and
// OpenType features the site uses. scripts/build/subset-font.mjs writes the committed woff2 from it;
// tests/unit/font-subset.test.ts checks the site's text and weights stay inside it.
import { readFile } from "node:fs/promises";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

// The full Inter variable font (rsms's release, via inter-ui). Fontsource's Latin file lacks
// "→" (U+2192), which the site's links use.
export const FONT_SOURCE = new URL(
  "../../node_modules/inter-ui/variable/InterVariable.woff2",
  import.meta.url,
);
export const FONT_OUTPUT = new URL("../../src/app/fonts/inter-latin-var.woff2", import.meta.url);

/**
 * Inclusive code point ranges the font keeps.
 * @type {Array<[first: number, last: number]>}
 */
export const UNICODE_RANGES = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement: nbsp, ©, ×, §, ·, accented letters
  [0x2010, 0x2027], // General Punctuation: dashes, curly quotes, daggers, •, …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2192, 0x2192], // →
  [0x2212, 0x2212], // − (minus, in fee breakdowns)
];

/**
 * The wght axis range kept. The site's Tailwind classes use 400 to 900 (black in the customer
 * wordmarks); 400 is Inter's default master, so starting there is cheap, while reaching down
 * to 300 would grow the file every page preloads for one wordmark (`npm run font:subset`
 * prints its size).
 */
export const WEIGHT_RANGE = { min: 400, max: 900 };

/**
 * The OpenType features kept: what browsers apply to normal text (glyph composition, local
 * forms, Inter's contextual alternates, kerning, mark positioning) plus tabular figures, which
 * `tabular-nums` uses. Fractions, stylistic sets and the like are dropped.
 */
export const FEATURES = ["ccmp", "locl", "calt", "kern", "mark", "mkmk", "tnum"];

/**
 * Characters the browser lays out without their own glyph: tab, line feed, carriage return,
 * and the soft hyphen (invisible, or drawn as a hyphen at a line break), which Inter does
 * not map.
 */
const NO_GLYPH_NEEDED = new Set([0x09, 0x0a, 0x0d, 0xad]);

const SUBSET = new Set(
  UNICODE_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
  ),
);

/** The characters of `text` the font lacks, once each, in order of first appearance. */
export function charactersOutsideSubset(/** @type {string} */ text) {
  const outside = new Set();
  for (const character of text) {
    const codePoint = /** @type {number} */ (character.codePointAt(0));
    if (!SUBSET.has(codePoint) && !NO_GLYPH_NEEDED.has(codePoint)) outside.add(character);
  }
  return [...outside];
}

/**
 * Named character references that may appear in JSX or Markdown text. A reference missing here
 * throws rather than being skipped, so it cannot hide a character the font lacks.
 */
const NAMED_REFERENCES = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "©",
  times: "×",
  sect: "§",
  middot: "·",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  hellip: "…",
  euro: "€",
  trade: "™",
  rarr: "→",
  minus: "−",
};

/**
 * The text a source file can put on a page: the file itself with character references
 * (`&rsquo;`, `&#8594;`) and JavaScript escapes (`\u2192`, `\u{2192}`) decoded, since either
 * renders a character that never appears literally in the file.
 */
export function decodedSourceText(/** @type {string} */ source) {
  return source
    .replace(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})/gi, (_, braced, plain) =>
      String.fromCodePoint(parseInt(braced ?? plain, 16)),
    )
    .replace(/&#x([0-9a-f]+);|&#([0-9]+);/gi, (_, hex, decimal) =>
      String.fromCodePoint(hex ? parseInt(hex, 16) : parseInt(decimal, 10)),
    )
    .replace(/&([a-z][a-z0-9]*);/gi, (reference, name) => {
      const character = NAMED_REFERENCES[/** @type {keyof typeof NAMED_REFERENCES} */ (name)];
      if (character === undefined) throw new Error(`Unknown character reference ${reference}`);
      return character;
    });
}

const TAILWIND_WEIGHTS = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

/** The font weights a source asks for, through Tailwind classes or a CSS font-weight. */
export function fontWeightsIn(/** @type {string} */ source) {
  const classes = [
    ...source.matchAll(
      /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
    ),
  ].map(([, name]) => TAILWIND_WEIGHTS[/** @type {keyof typeof TAILWIND_WEIGHTS} */ (name)]);
  const declarations = [...source.matchAll(/font-weight\s*:\s*(\d+)/g)].map(([, weight]) =>
    Number(weight),
  );
  return [...classes, ...declarations];
}

function subset(/** @type {Buffer} */ source, /** @type {"sfnt" | "woff2"} */ targetFormat) {
  return subsetFont(source, String.fromCodePoint(...SUBSET), {
    targetFormat,
    keepFeatures: FEATURES,
    // The license description and URL: the OFL asks every copy of the font to carry them.
    preserveNameIds: [13, 14],
    // opsz pinned to Inter's text size, as Fontsource's web files do: a second axis would
    // grow the file for display-size letterforms on headings (npm run font:subset prints its size).
    variationAxes: { opsz: 14, wght: WEIGHT_RANGE },
  });
}

/**
 * The subset as woff2. Throws when the source lacks a character of the subset, so a range
 * added here can never silently fall back to another font.
 */
export async function subsetInter() {
  const source = await readFile(FONT_SOURCE);
  const face = new hb.Face(new hb.Blob(await subset(source, "sfnt")));
  const covered = new Set(face.collectUnicodes());
  const missing = [...SUBSET].filter(
    (codePoint) => !covered.has(codePoint) && !NO_GLYPH_NEEDED.has(codePoint),
  );
  if (missing.length) {
    const names = missing.map(
      (codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`,
    );
    throw new Error(`Inter has no glyph for ${names.join(", ")}`);
  }
  return subset(source, "woff2");
}
