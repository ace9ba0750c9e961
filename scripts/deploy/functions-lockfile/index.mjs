// @ts-check
// Derives the function's own package-lock.json from the root one. A deploy uploads functions/
// alone and Google's build installs it with npm, so without a lock of its own it would resolve
// every version afresh; this lock pins exactly the packages the root lock installed for the
// workspace, the ones the tests ran with.
//
// The workspace's dependency closure is read from the root lock's `packages` tree with Node's
// resolution (a dependency of the package at P is P/node_modules/name, else the same in each
// folder above, up to node_modules/name): resolution.mjs. Entries under functions/node_modules
// move to the top; a hoisted root entry that one of them displaces is nested under each package
// that used it. Every edge is then resolved again in the new tree and must reach the very same
// entry, or the derivation fails naming it: function-tree.mjs. Flags (dev, optional, peer) are
// computed as npm computes them: dep-flags.mjs. derive.mjs puts the steps together;
// npm-format.mjs writes the text as npm does, and differences.mjs says what a stale lock lacks.

/** @typedef {import("./lock-types.mjs").LockEntry} LockEntry */
/** @typedef {import("./lock-types.mjs").Lockfile} Lockfile */

export { deriveWorkspaceLock } from "./derive.mjs";
export { lockDifferences } from "./differences.mjs";
export { formatLockfile } from "./npm-format.mjs";
export { lookupPaths } from "./resolution.mjs";
