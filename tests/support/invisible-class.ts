/**
 * The whole class of characters that show as nothing, as the contact schema must refuse them:
 * every code point Unicode marks Default_Ignorable_Code_Point (U+034F, the variation selectors,
 * the Mongolian free variation selectors, U+17B4 and U+17B5, the Hangul fillers, the tags, the
 * code points kept for more), and the braille blank, U+2800. Read from Unicode's own property
 * here, not from the code under test.
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

export const INVISIBLE_CLASS = Array.from({ length: 0x110000 }, (_, code) => code)
  .filter((code) => !isSurrogate(code) && IGNORABLE.test(String.fromCodePoint(code)))
  .concat(0x2800)
  .map((code) => String.fromCodePoint(code));

/** The characters the issue saw a name and a company accept, all in the class. */
export const SEEN_SLIPPING_THROUGH = [
  "\u034F",
  "\uFE00",
  "\uFE0F",
  "\u180B",
  "\u180C",
  "\u180D",
  "\u17B4",
  "\u17B5",
  "\u2800",
];

/** A character as Unicode names its code point: U+034F. */
export const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
