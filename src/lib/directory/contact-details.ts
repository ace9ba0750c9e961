/** An e-mail address anywhere in a text. */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** A run that reads as a phone number: 7 or more digits, with spaces, dots, dashes or brackets. */
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const MIN_PHONE_DIGITS = 7;

/**
 * A public text without the e-mail addresses or phone numbers a creator may have typed into
 * it: the directory promises never to show either, and brands reach creators through the app.
 */
export function withoutContactDetails(text: string): string {
  return text
    .replace(EMAIL, "…")
    .replace(PHONE, (run) => (run.replace(/\D/g, "").length >= MIN_PHONE_DIGITS ? "…" : run))
    .replace(/\s{2,}/g, " ")
    .trim();
}
