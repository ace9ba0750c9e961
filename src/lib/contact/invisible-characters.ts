// The characters no one types on purpose, in one place: the contract's schema refuses them, and
// the team's mail keeps them off its lines even in a request stored before the schema did.
// Written with Unicode properties and code points: the font-subset test reads `\u` escapes
// in src/ as text the site shows.

/**
 * Format characters (`\p{Cf}`): they show as nothing, yet change how text reads or compares.
 * Among them the zero-width space, non-joiner and joiner (U+200B to U+200D), the word joiner
 * (U+2060), the byte-order mark (U+FEFF), the direction marks (U+200E, U+200F, U+061C), the
 * embeddings, overrides and isolates that reorder text (U+202A to U+202E, U+2066 to U+2069)
 * and the tag characters (U+E0000 to U+E007F).
 */
const FORMAT = /\p{Cf}/u;

/**
 * What Unicode tells fonts to draw as nothing (`\p{Default_Ignorable_Code_Point}`): most format
 * characters, and besides them the combining grapheme joiner (U+034F), the variation selectors
 * (U+FE00 to U+FE0F, U+E0100 to U+E01EF), the Mongolian free variation selectors (U+180B to
 * U+180F), the Khmer inherent vowels (U+17B4, U+17B5), the Hangul fillers a name can hide behind
 * (U+115F, U+1160, U+3164, U+FFA0), and the code points kept for more of the kind.
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/** The braille blank (U+2800): a symbol, but it shows as a space. */
const BRAILLE_BLANK = 0x2800;

/** White space and controls: what an emoji's joiner or selector never follows. */
const SPACE_OR_CONTROL = /[\p{White_Space}\p{Cc}]/u;

/**
 * The presentation selectors, emoji (U+FE0F) and text (U+FE0E): a phone's keyboard puts the
 * first after many emoji ("red heart" is U+2764 U+FE0F).
 */
const PRESENTATION_SELECTORS = new Set([0xfe0e, 0xfe0f]);

/** The zero-width joiner, which joins emoji into one (woman, ZWJ, laptop). */
const ZERO_WIDTH_JOINER = 0x200d;

/** Control characters, line breaks and tabs among them, and line and paragraph separators. */
export const CONTROL_OR_BREAK = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Control characters other than the line breaks and tabs a message is laid out with. */
export const CONTROL_BUT_LAYOUT = /[^\P{Cc}\t\n]/u;

/** Every way of breaking a line, as one: what a mail client would show as a new line. */
export const LINE_BREAKS = /\r\n?|[\p{Zl}\p{Zp}]/gu;

/** A character that shows as nothing however it is set: a format or ignorable one, a blank. */
const isInvisible = (character: string) =>
  FORMAT.test(character) || IGNORABLE.test(character) || character.codePointAt(0) === BRAILLE_BLANK;

/** A character no one-line field may hold: a control, a line break or an invisible character. */
const refusedOnOneLine = (character: string) =>
  CONTROL_OR_BREAK.test(character) || isInvisible(character);

/**
 * Whether a one-line field's value (a name, a company, an address) holds a control, a line
 * break or an invisible character.
 */
export const hasInvisibleOnOneLine = (value: string) => [...value].some(refusedOnOneLine);

/** Whether a character draws something: what an emoji's joiner and selector attach to. */
const draws = (character: string | undefined) =>
  character !== undefined && !isInvisible(character) && !SPACE_OR_CONTROL.test(character);

const isPresentationSelector = (character: string | undefined) =>
  character !== undefined && PRESENTATION_SELECTORS.has(character.codePointAt(0)!);

/**
 * Whether the invisible character at `index` stands where an emoji puts it: a presentation
 * selector right after a character that draws, a zero-width joiner between two (after a
 * selector, as in "rainbow flag": white flag, U+FE0F, ZWJ, rainbow). Nowhere else, so that no
 * run of them can carry hidden text.
 */
function inAnEmoji(characters: readonly string[], index: number): boolean {
  const before = characters[index - 1];
  const character = characters[index]!;
  if (isPresentationSelector(character)) return draws(before);
  return (
    character.codePointAt(0) === ZERO_WIDTH_JOINER &&
    (draws(before) || isPresentationSelector(before)) &&
    draws(characters[index + 1])
  );
}

/**
 * Whether a message holds a control other than its line breaks and tabs, or an invisible
 * character other than an emoji's joiner or presentation selector where the emoji puts it.
 */
export const hasInvisibleInMessage = (value: string) => {
  const characters = [...value];
  return characters.some(
    (character, index) =>
      CONTROL_BUT_LAYOUT.test(character) ||
      (isInvisible(character) && !inAnEmoji(characters, index)),
  );
};

/** Whether `value` shows as nothing: white space, controls and invisible characters only. */
export const isBlank = (value: string) =>
  [...value].every((character) => SPACE_OR_CONTROL.test(character) || isInvisible(character));

/** `value` on one line: every invisible character a space, runs of white space one space. */
export const asOneLine = (value: string) =>
  [...value]
    .map((character) => (refusedOnOneLine(character) ? " " : character))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
