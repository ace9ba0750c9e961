// @ts-check
// What `npm test` runs, and what may run side by side. On 2 cores the checks before the
// end-to-end tests mostly wait on one thread each (eslint, tsc, an emulator starting), so they
// run in lanes at once; the end-to-end tests come after them all, alone.

/**
 * Phases run one after another; a phase's lanes run at the same time, and a lane's scripts one
 * after another. The rules and functions suites share a lane: each starts the Firestore
 * emulator on the same port. The end-to-end builds skip their type check because `typecheck`
 * has run before them (src/config/types-checked.mjs), so they come after it.
 * @type {string[][][]}
 */
export const TEST_PLAN = [
  [["lint"], ["typecheck"], ["test:unit"], ["test:rules", "test:functions"]],
  [["test:e2e"]],
  [["test:html"]],
];
