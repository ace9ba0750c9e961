// The characters no one types on purpose, in one place: the contract's schema refuses them, and
// the team's mail keeps them off its lines even in a request stored before the schema did.
// Written with Unicode properties and code points: the font-subset test reads `\u` escapes
// in src/ as text the site shows.

/** Embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069): they reorder text. */
export const reordersText = (character: string) => {
  const code = character.codePointAt(0)!;
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
};

/** Control characters, line breaks and tabs among them, and line and paragraph separators. */
export const CONTROL_OR_BREAK = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** Control characters other than the line breaks and tabs a message is laid out with. */
export const CONTROL_BUT_LAYOUT = /[^\P{Cc}\t\n]/u;

/** Every way of breaking a line, as one: what a mail client would show as a new line. */
export const LINE_BREAKS = /\r\n?|[\p{Zl}\p{Zp}]/gu;

/** Whether `value` holds a character `controls` names, or one that reorders text. */
export const hasInvisible = (value: string, controls: RegExp) =>
  controls.test(value) || [...value].some(reordersText);

/** `value` on one line: every invisible character a space, runs of white space one space. */
export const asOneLine = (value: string) =>
  [...value]
    .map((character) =>
      CONTROL_OR_BREAK.test(character) || reordersText(character) ? " " : character,
    )
    .join("")
    .replace(/\s+/g, " ")
    .trim();
