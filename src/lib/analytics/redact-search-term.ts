/** Anything with an "@" between two runs of non-space: "name+tag@example.co.uk", "me@gmail". */
const EMAIL = /[^\s@]+@[^\s@]+/g;

/** A run of digits joined by what phone numbers are written with: spaces, ".", "-", "(", ")". */
const NUMBER_RUN = /\+?\(?\d(?:[\d\s().-]*\d)?/g;

/** "1.000.000", "10,000", "100 000": thousands written out, as Spanish and English do. */
const THOUSANDS = /^\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*$/;
/** "2025-01-15", "15.01.2025", "1/2/25". */
const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;
/** A local number without its area code: "555-1234". */
const LOCAL_NUMBER = /^\d{3}[-.]\d{4}$/;

/** GA4 keeps an event parameter's first 100 characters. */
const MAX_LENGTH = 100;

/**
 * Whether a run of digits is a phone number rather than a count, a year, a range or a date:
 * seven digits at least, and then the marks of a phone number ("+", "(", three groups or more,
 * "555-1234") or, written with no such mark, nine digits at least. "2025", "30 days",
 * "1000-5000" and "2024 2025" are kept; where the two cannot be told apart ("10 2025 100"),
 * the term loses a few numbers rather than a visitor's phone number going to Google.
 */
function isPhoneNumber(run: string): boolean {
  const digits = run.replace(/\D/g, "");
  if (digits.length < 7 || THOUSANDS.test(run) || DATE.test(run)) return false;
  const groups = run.split(/\D+/).filter(Boolean);
  return (
    run.startsWith("+") ||
    run.includes("(") ||
    groups.length >= 3 ||
    LOCAL_NUMBER.test(run) ||
    digits.length >= 9
  );
}

/**
 * A visitor's search term as it may go to Analytics: e-mail addresses and phone numbers
 * replaced by "[email]" and "[phone]" (the report still shows that someone searched for one,
 * never whose), spaces collapsed, lower case so that "Pricing" and "pricing" count as one
 * term, and at most GA4's 100 characters.
 */
export function redactSearchTerm(term: string): string {
  return term
    .replace(EMAIL, " [email] ")
    .replace(NUMBER_RUN, (run) => {
      const trimmed = run.trim();
      return isPhoneNumber(trimmed) ? " [phone] " : run;
    })
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, MAX_LENGTH)
    .trim();
}
