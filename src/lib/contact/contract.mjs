// The contract of a contact request: collection, fields and every limit, the server's rate
// limits included. Plain JavaScript on purpose: the zod schema (./schema.ts) reads it in the
// browser, and the contact function (functions/, which bundles it) validates with the same
// schema, so a limit is written once and the form and the server cannot drift apart.

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

/** The id the browser chooses for a request (Firestore's format), reused by every retry. */
export const REQUEST_ID_PATTERN = "^[A-Za-z0-9]{20}$";

/** The hidden field people leave empty; a request that fills it is answered but not kept. */
export const HONEYPOT_FIELD = "website";

/** The callable function that receives requests (functions/src/index.ts). */
export const SUBMIT_FUNCTION = "submitContactRequest";

/**
 * How many requests the server stores, per client network and per e-mail address, within a
 * sliding window. Refused requests do not count.
 */
export const CONTACT_RATE_LIMITS = /** @type {const} */ ({
  perNetwork: { max: 5, windowMinutes: 60 },
  perEmail: { max: 3, windowMinutes: 24 * 60 },
});

/** Where the server keeps what the rate limits count; no client can read or write it. */
export const RATE_LIMIT_COLLECTION = "contactRateLimits";
