// @ts-check
// The function's standalone lock, derived from the root lock in steps: the workspace's closure
// by Node's resolution (resolution.mjs), its tree with its own node_modules at the top
// (function-tree.mjs), the flags npm would compute for that tree (dep-flags.mjs), then each
// entry as the root lock holds it with those flags.
import { DEP_FLAGS, depFlags } from "./dep-flags.mjs";
import { functionTree } from "./function-tree.mjs";
import { compareKeys } from "./npm-format.mjs";
import { resolveIn, workspaceClosure } from "./resolution.mjs";

/**
 * @typedef {import("./lock-types.mjs").Edge} Edge
 * @typedef {import("./lock-types.mjs").LockEntry} LockEntry
 * @typedef {import("./lock-types.mjs").Lockfile} Lockfile
 * @typedef {import("./dep-flags.mjs").DepFlags} DepFlags
 */

/** What a lock's root entry shares with package.json (npm copies them from it). */
const MANIFEST_FIELDS = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
  "engines",
];

/**
 * Refuses a root lock whose workspace entry no longer matches its package.json.
 * @param {LockEntry} root
 * @param {Record<string, unknown>} manifest
 * @param {string} workspace
 */
function checkManifest(root, manifest, workspace) {
  for (const field of MANIFEST_FIELDS) {
    if (JSON.stringify(manifest[field] ?? {}) !== JSON.stringify(root[field] ?? {})) {
      throw new Error(
        `The root package-lock.json's ${field} for ${workspace} differ from ` +
          `${workspace}/package.json: run npm install at the root first`,
      );
    }
  }
}

/**
 * The standalone lock of the workspace at `workspace` (a folder, e.g. "functions"), derived
 * from the root `lock`. With `manifest` (the workspace's package.json), a root lock that no
 * longer matches it is refused: npm install at the root must run first.
 * @param {Lockfile} lock
 * @param {{ workspace?: string, manifest?: Record<string, unknown> }} [options]
 * @returns {Lockfile}
 */
export function deriveWorkspaceLock(lock, { workspace = "functions", manifest } = {}) {
  if (lock.lockfileVersion < 2 || !lock.packages) {
    throw new Error("The root package-lock.json has no `packages` (lockfileVersion 2 or 3)");
  }
  const root = lock.packages[workspace];
  if (!root) throw new Error(`The root package-lock.json has no workspace "${workspace}"`);
  if (manifest) checkManifest(root, manifest, workspace);

  const closure = workspaceClosure(lock, workspace);
  const tree = functionTree(closure, workspace);

  // Flags, and the entries that stay (not only reachable as an optional peer).
  /** @type {Map<string, Edge[]>} */
  const edges = new Map();
  for (const [at, source] of tree) {
    edges.set(
      at,
      /** @type {Edge[]} */ (closure.get(source)).map((edge) => ({
        ...edge,
        to: resolveIn((path) => tree.has(path), at, edge.name),
      })),
    );
  }
  const flags = depFlags(edges);

  /** @type {Record<string, LockEntry>} */
  const packages = { "": { ...root } };
  const paths = [...tree.keys()].filter((at) => at !== "").sort(compareKeys);
  for (const at of paths) {
    const flag = /** @type {DepFlags} */ (flags.get(at));
    if (flag.extraneous) continue;
    const source = /** @type {LockEntry} */ (lock.packages[/** @type {string} */ (tree.get(at))]);
    /** @type {LockEntry} */
    const entry = Object.fromEntries(
      Object.entries(source).filter(([key]) => !DEP_FLAGS.includes(/** @type {any} */ (key))),
    );
    if (flag.peer) entry.peer = true;
    if (flag.dev) entry.dev = true;
    if (flag.optional) entry.optional = true;
    if (flag.devOptional) entry.devOptional = true;
    packages[at] = entry;
  }

  return {
    name: typeof root.name === "string" ? root.name : workspace,
    ...(typeof root.version === "string" ? { version: root.version } : {}),
    lockfileVersion: 3,
    requires: true,
    packages,
  };
}
