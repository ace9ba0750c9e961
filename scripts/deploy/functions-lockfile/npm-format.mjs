// @ts-check
// A lock's text exactly as npm writes it, so a derived lock is byte-for-byte what
// `npm install` would leave behind.

/** @typedef {import("./lock-types.mjs").Lockfile} Lockfile */

const collator = new Intl.Collator("en");
/** npm's order for keys (json-stringify-nice with the lockfile's preferred keys). */
const PREFERRED_KEYS = [
  "name",
  "version",
  "lockfileVersion",
  "resolved",
  "integrity",
  "requires",
  "packages",
  "dependencies",
];

/**
 * npm's order: the preferred keys first, the rest in `en` collation.
 * @param {string} a
 * @param {string} b
 */
export function compareKeys(a, b) {
  const ia = PREFERRED_KEYS.indexOf(a);
  const ib = PREFERRED_KEYS.indexOf(b);
  if (ia !== -1 || ib !== -1) return ia === -1 ? 1 : ib === -1 ? -1 : ia - ib;
  return collator.compare(a, b);
}

/** @param {unknown} value */
const isObject = (value) => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * JSON as npm writes a lock: two spaces, and in each object plain values before objects, the
 * lockfile's preferred keys first, the rest in `en` collation.
 * @param {unknown} value
 */
export function npmJson(value) {
  return JSON.stringify(
    value,
    (_key, value) => {
      if (!isObject(value)) return value;
      return Object.fromEntries(
        Object.entries(value).sort(([a, av], [b, bv]) =>
          isObject(av) === isObject(bv) ? compareKeys(a, b) : isObject(av) ? 1 : -1,
        ),
      );
    },
    2,
  );
}

/**
 * The lock's file text, as npm would write it (with a trailing newline).
 * @param {Lockfile} lock
 */
export function formatLockfile(lock) {
  return `${npmJson(lock)}\n`;
}
