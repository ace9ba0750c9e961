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

/** The zero-width joiner (U+200D), which joins emoji into one (woman, ZWJ, laptop): a message may hold it. */
const isZeroWidthJoiner = (character: string) => character.codePointAt(0) === 0x200d;

/** Letters of the Hangul script that show as nothing: its fillers, which a name can hide behind. */
const HANGUL_FILLERS = new Set([0x115f, 0x1160, 0x3164, 0xffa0]);

/** The braille blank (U+2800): a symbol, but it shows as a space. */
const BRAILLE_BLANK = 0x2800;

/** What shows as nothing: white space, and the code points a font draws as nothing. */
const SHOWS_AS_NOTHING = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

/** Control characters, line breaks and tabs among them, and line and paragraph separators. */
export const CONTROL_OR_BREAK = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Control characters other than the line breaks and tabs a message is laid out with. */
export const CONTROL_BUT_LAYOUT = /[^\P{Cc}\t\n]/u;

/** Every way of breaking a line, as one: what a mail client would show as a new line. */
export const LINE_BREAKS = /\r\n?|[\p{Zl}\p{Zp}]/gu;

/** A character no one-line field may hold: a control, a line break or a format character. */
const refusedOnOneLine = (character: string) =>
  CONTROL_OR_BREAK.test(character) || FORMAT.test(character);

/** Whether a one-line field's value holds a control, a line break or a format character. */
export const hasInvisibleOnOneLine = (value: string) => [...value].some(refusedOnOneLine);

/** Whether a name holds what a one-line field may not, or a Hangul filler. */
export const hasInvisibleInName = (value: string) =>
  [...value].some(
    (character) => refusedOnOneLine(character) || HANGUL_FILLERS.has(character.codePointAt(0)!),
  );

/**
 * Whether a message holds a control other than its line breaks and tabs, or a format character
 * other than the zero-width joiner of an emoji.
 */
export const hasInvisibleInMessage = (value: string) =>
  [...value].some(
    (character) =>
      CONTROL_BUT_LAYOUT.test(character) ||
      (FORMAT.test(character) && !isZeroWidthJoiner(character)),
  );

/** Whether `value` shows as nothing at all once what draws as nothing is left out. */
export const isBlank = (value: string) =>
  [...value].every(
    (character) => SHOWS_AS_NOTHING.test(character) || character.codePointAt(0) === BRAILLE_BLANK,
  );

/** `value` on one line: every invisible character a space, runs of white space one space. */
export const asOneLine = (value: string) =>
  [...value]
    .map((character) => (refusedOnOneLine(character) ? " " : character))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
