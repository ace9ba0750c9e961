/** What the shortcut rule reads of a key press. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Whether focus is where "/" is a character to type (a text field, an editable region). */
  typing: boolean;
};

/**
 * Whether a key press opens search: Ctrl+K or Cmd+K anywhere, "/" where it is not typed into
 * something. Alt is left alone: Alt+K and AltGr combinations type characters on some layouts.
 */
export function opensSearch({ key, ctrlKey, metaKey, altKey, typing }: KeyPress): boolean {
  if (altKey) return false;
  if (key.toLowerCase() === "k") return ctrlKey !== metaKey;
  return key === "/" && !ctrlKey && !metaKey && !typing;
}

/** Input types that take no typed text: "/" on them is not a character. */
const NOT_TYPED = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "hidden",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

/** What an element is, as far as typing goes. */
export type FocusedElement = { tagName: string; type?: string; isContentEditable: boolean };

/** Whether a key typed at `element` becomes text. */
export function takesText({ tagName, type, isContentEditable }: FocusedElement): boolean {
  if (isContentEditable) return true;
  const tag = tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  return tag === "input" && !NOT_TYPED.has((type ?? "text").toLowerCase());
}
