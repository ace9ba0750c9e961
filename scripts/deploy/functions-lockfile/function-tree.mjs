// @ts-check
// The function's own tree, built from the workspace's closure in the root lock: its
// node_modules moved to the top, hoisted entries kept where they were unless displaced, and
// every edge repaired until it reaches the very entry it reached in the root lock.
import { resolveIn } from "./resolution.mjs";

/** @typedef {import("./lock-types.mjs").Edge} Edge */

/** A hand-made tree that nests without end would loop; no real one needs this many. */
const MAX_ENTRIES = 20_000;

/**
 * The top-level package of a path inside a node_modules folder: "a" for "a/node_modules/b".
 * @param {string} inside
 */
const topName = (inside) => /** @type {string} */ (inside.split("/node_modules/")[0]);

/**
 * Where a root-lock path goes in the function's tree before any repair: the workspace's own
 * node_modules becomes the top; a hoisted root entry stays, unless the workspace has its own
 * package of that top-level name (then null: it is nested where it is used instead).
 * @param {string} path
 * @param {string} workspace
 * @param {Set<string>} localTop the top-level names under the workspace's node_modules
 */
function rebase(path, workspace, localTop) {
  const prefix = `${workspace}/node_modules/`;
  if (path.startsWith(prefix)) return path.slice(workspace.length + 1);
  return localTop.has(topName(path.slice("node_modules/".length))) ? null : path;
}

/**
 * The new tree, as path → root-lock path: the workspace at "", its node_modules at the top,
 * hoisted entries where they were unless the workspace displaced them. Then every edge must
 * reach, from the new place, the entry it reached in the root lock; one that now meets another
 * version is given its own copy nested under the dependent, or the derivation fails naming it.
 * @param {Map<string, Edge[]>} closure the workspace's closure in the root lock
 * @param {string} workspace
 * @returns {Map<string, string>}
 */
export function functionTree(closure, workspace) {
  const localPrefix = `${workspace}/node_modules/`;
  const localTop = new Set(
    [...closure.keys()]
      .filter((path) => path.startsWith(localPrefix))
      .map((path) => topName(path.slice(localPrefix.length))),
  );
  /** @type {Map<string, string>} */
  const tree = new Map([["", workspace]]);
  for (const path of closure.keys()) {
    if (path === workspace) continue;
    const to = rebase(path, workspace, localTop);
    if (to !== null) tree.set(to, path);
  }

  /**
   * Puts the root-lock entry `source` at `at`, with the nested entries of the closure below it.
   * @param {string} source
   * @param {string} at
   */
  const place = (source, at) => {
    tree.set(at, source);
    if (tree.size > MAX_ENTRIES) {
      throw new Error(`Nesting ${source} keeps growing the tree past ${MAX_ENTRIES} entries`);
    }
    const prefix = `${source}/node_modules/`;
    for (const path of closure.keys()) {
      const child = path.slice(prefix.length);
      if (path.startsWith(prefix) && !child.includes("/node_modules/")) {
        place(path, `${at}/node_modules/${child}`);
      }
    }
  };

  for (let repaired = true; repaired;) {
    repaired = false;
    for (const [at, source] of [...tree].sort(([a], [b]) => a.length - b.length)) {
      if (tree.get(at) !== source) continue;
      for (const edge of /** @type {Edge[]} */ (closure.get(source))) {
        const found = resolveIn((path) => tree.has(path), at, edge.name);
        const reached = found === null ? null : /** @type {string} */ (tree.get(found));
        if (reached === edge.to) continue;
        const where = `${at || "the root"} (${source} in the root lock)`;
        if (edge.to === null) {
          throw new Error(
            `${where} has no ${edge.name} in the root lock, but would find ${reached} ` +
              "in the function's tree: this cannot be expressed",
          );
        }
        if (edge.type === "peerOptional" && !closure.has(edge.to)) {
          // Only the site brings it: missing is what a standalone install gives.
          if (found === null) continue;
          throw new Error(
            `${where} would find its optional peer ${edge.name} at ${reached} instead of ` +
              `${edge.to}: this cannot be expressed`,
          );
        }
        const slot = at ? `${at}/node_modules/${edge.name}` : `node_modules/${edge.name}`;
        if (tree.has(slot)) {
          throw new Error(
            `${where} needs ${edge.to} as ${edge.name}, but ${slot} already holds ` +
              `${tree.get(slot)}: this cannot be expressed`,
          );
        }
        place(edge.to, slot);
        repaired = true;
      }
    }
  }
  return tree;
}
