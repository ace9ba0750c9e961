// @ts-check
// What `npm test` runs, and what may run side by side. On 2 cores the checks mostly wait on
// one thread each (eslint, tsc, an emulator starting), so they run in lanes at once.

/**
 * Phases run one after another; a phase's lanes run at the same time, and a lane's scripts one
 * after another. The rules and functions suites share a lane: each starts the Firestore
 * emulator on the same port, as the end-to-end servers do after them. The end-to-end builds
 * skip their type check because `typecheck` has run before them (src/config/types-checked.mjs).
 * The uploads' sizes, which both end-to-end builds read, are made beside the checks (`images`:
 * 20 s of a fresh clone, mostly AVIF), so those builds find them made.
 * Lint needs nothing and nothing needs it: it runs beside the end-to-end tests, whose first
 * minute is two builds, rather than hold back their start (it was the longest check lane).
 * @type {string[][][]}
 */
export const TEST_PLAN = [
  [["typecheck"], ["test:unit"], ["test:rules", "test:functions"], ["images"]],
  [["test:e2e"], ["lint"]],
  [["test:html"]],
];
