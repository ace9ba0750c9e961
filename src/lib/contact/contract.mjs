// The contract of a stored contact request: collection, fields and every limit.
// Plain JavaScript on purpose: the zod schema (./schema.ts) reads it in the browser, and
// scripts/build-rules.mjs reads it under Node to write firestore.rules, so a limit is written
// once and the client and the server cannot drift apart.

export const CONTACT_COLLECTION = "contactRequests";

/** Fields a request must have, besides the server-set `createdAt`. */
export const REQUIRED_FIELDS = /** @type {const} */ ([
  "name",
  "email",
  "topic",
  "message",
  "consent",
]);

/** Fields a request may have: `company` is left out when the visitor gives none. */
export const OPTIONAL_FIELDS = /** @type {const} */ (["company"]);

/** Lengths in UTF-16 code units: JavaScript's `length` and the rules' `size()` agree on them. */
export const CONTACT_LIMITS = /** @type {const} */ ({
  name: { min: 1, max: 100 },
  email: { max: 254 },
  company: { min: 1, max: 120 },
  message: { min: 10, max: 5000 },
});

export const CONTACT_TOPICS = /** @type {const} */ (["brand", "creator", "press", "other"]);

/**
 * An address as browsers check `<input type="email">` (the WHATWG rule), with at least one dot
 * in the domain so that "jane@gmail" is caught. It must mean the same to JavaScript and to
 * the rules' RE2, so it avoids backslashes and double quotes (`[.]` stands for a dot).
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:[.][A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
