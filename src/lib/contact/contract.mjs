// The contract of a contact request: its fields, every limit, the collections and the server's
// rate limits. Plain JavaScript on purpose: the site imports it, and so does the contact function
// (functions/, which bundles it), so the form, the zod schema both validate with (./schema.ts),
// what the function stores and the team's mail all follow one list of fields and one set of
// limits. No client reaches Firestore (firestore.rules denies all): the function is its only
// writer, and it validates every request with that schema.

export const CONTACT_COLLECTION = "contactRequests";

/**
 * The fields of a request, in the order the form shows them (the first invalid one gets focus)
 * and the team's mail lists them; ./fields.ts gives them their TypeScript types.
 *
 * - `input`: "line" (one line of text), "email" (one line, an address), "lines" (a text of
 *   several lines), "choice" (one of CONTACT_TOPICS) or "consent" (a box to tick). One-line
 *   fields come first: the form sets them two to a row, above the others.
 * - `label`: the field's name in the team's mail, in English, the team's language. The form
 *   names and explains each field in the page's language: messages/<locale>.json, under
 *   contact.fields.
 * - `optional`: the visitor may leave it empty, and the request then leaves it out.
 * - `autoComplete`: what a browser may fill in.
 * - `draft: false`: not kept in the draft that survives a reload.
 *
 * Besides these fields, a request carries `locale`: the language of the page it was sent from
 * (one of config/locale.ts's LOCALES, checked by ./schema.ts), stored with it so that the team's
 * mail says which language to answer in. A request without one is English.
 */
export const CONTACT_FIELDS = /** @type {const} */ ([
  { name: "name", input: "line", label: "Name", autoComplete: "name" },
  { name: "email", input: "email", label: "E-mail", autoComplete: "email" },
  {
    name: "company",
    input: "line",
    label: "Company",
    optional: true,
    autoComplete: "organization",
  },
  { name: "topic", input: "choice", label: "Topic" },
  { name: "message", input: "lines", label: "Message" },
  {
    name: "consent",
    input: "consent",
    label: "Consent to the privacy policy",
    // Consent is asked for each time the form is sent.
    draft: false,
  },
]);

/**
 * Lengths by field, in UTF-16 code units (JavaScript's `length`): the schema checks them in the
 * browser and in the function, and the form counts a multi-line field against them.
 */
export const CONTACT_LIMITS = /** @type {const} */ ({
  name: { min: 1, max: 100 },
  email: { min: 1, max: 254 },
  company: { min: 1, max: 120 },
  message: { min: 10, max: 5000 },
});

export const CONTACT_TOPICS = /** @type {const} */ (["brand", "creator", "press", "other"]);

/**
 * An address as browsers check `<input type="email">` (the WHATWG rule), with at least one dot
 * in the domain so that "jane@gmail" is caught (`[.]` stands for a dot).
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

/**
 * How long after a request first arrives the visitor may still correct it (the corrected retry
 * of docs/contact.md, under the same request id), and only from the client network it came
 * from. Anyone else holding the id (it is in every mail's Message-ID) cannot change it.
 */
export const AMENDMENT_WINDOW_MINUTES = 60;

/** Where the server keeps what the rate limits count; no client can read or write it. */
export const RATE_LIMIT_COLLECTION = "contactRateLimits";
