// @ts-check
// Derives the function's own package-lock.json from the root one. A deploy uploads functions/
// alone and Google's build installs it with npm, so without a lock of its own it would resolve
// every version afresh; this lock pins exactly the packages the root lock installed for the
// workspace, the ones the tests ran with.
//
// The workspace's dependency closure is read from the root lock's `packages` tree with Node's
// resolution (a dependency of the package at P is P/node_modules/name, else the same in each
// folder above, up to node_modules/name). Entries under functions/node_modules move to the top;
// a hoisted root entry that one of them displaces is nested under each package that used it.
// Every edge is then resolved again in the new tree and must reach the very same entry, or the
// derivation fails naming it. Flags (dev, optional, peer) are computed as npm computes them.

/**
 * @typedef {{
 *   version?: string,
 *   resolved?: string,
 *   integrity?: string,
 *   link?: boolean,
 *   name?: string,
 *   dependencies?: Record<string, string>,
 *   devDependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string>,
 *   peerDependenciesMeta?: Record<string, { optional?: boolean }>,
 *   dev?: boolean,
 *   optional?: boolean,
 *   devOptional?: boolean,
 *   peer?: boolean,
 *   extraneous?: boolean,
 *   [key: string]: unknown,
 * }} LockEntry
 * @typedef {{
 *   name?: string,
 *   version?: string,
 *   lockfileVersion: number,
 *   requires?: boolean,
 *   packages: Record<string, LockEntry>,
 *   [key: string]: unknown,
 * }} Lockfile
 * @typedef {"prod" | "dev" | "optional" | "peer" | "peerOptional"} EdgeType
 * @typedef {{ name: string, type: EdgeType, spec: string, to: string | null }} Edge
 */

/** The flags npm derives from the tree; the root lock's describe the root's tree, not ours. */
const DEP_FLAGS = /** @type {const} */ (["dev", "optional", "devOptional", "peer", "extraneous"]);
/** What a lock's root entry shares with package.json (npm copies them from it). */
const MANIFEST_FIELDS = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
  "engines",
];
/** A hand-made tree that nests without end would loop; no real one needs this many. */
const MAX_ENTRIES = 20_000;

/**
 * The paths Node tries, in order, for `name` required from the package at `from` ("" is the
 * root): `from/node_modules/name`, then the same from each folder above.
 * @param {string} from
 * @param {string} name
 */
export function lookupPaths(from, name) {
  const paths = [];
  const segments = from ? from.split("/") : [];
  for (let end = segments.length; end >= 0; end -= 1) {
    if (end > 0 && segments[end - 1] === "node_modules") continue;
    const dir = segments.slice(0, end).join("/");
    paths.push(dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`);
  }
  return paths;
}

/**
 * The first of `lookupPaths` that `has` holds, or null.
 * @param {(path: string) => boolean} has
 * @param {string} from
 * @param {string} name
 */
function resolveIn(has, from, name) {
  return lookupPaths(from, name).find(has) ?? null;
}

/**
 * The dependency edges an entry declares, in npm's terms: optionalDependencies win over
 * dependencies, and devDependencies count only for the root (the workspace).
 * @param {LockEntry} entry
 * @param {boolean} isRoot
 * @returns {{ name: string, type: EdgeType, spec: string }[]}
 */
function declaredEdges(entry, isRoot) {
  /** @type {Map<string, { name: string, type: EdgeType, spec: string }>} */
  const edges = new Map();
  /**
   * @param {Record<string, string> | undefined} deps
   * @param {(name: string) => EdgeType} type
   */
  const add = (deps, type) => {
    for (const [name, spec] of Object.entries(deps ?? {})) {
      edges.set(name, { name, type: type(name), spec });
    }
  };
  add(entry.peerDependencies, (name) =>
    entry.peerDependenciesMeta?.[name]?.optional ? "peerOptional" : "peer",
  );
  if (isRoot) add(entry.devDependencies, () => "dev");
  add(entry.dependencies, () => "prod");
  add(entry.optionalDependencies, () => "optional");
  return [...edges.values()];
}

/**
 * Each edge of the entry at `from`, resolved in the root lock. A missing dependency or
 * non-optional peer means the root lock is broken; a missing optional one was left out by npm
 * (another platform's binary), and npm installs nothing for it here either.
 * @param {Lockfile} lock
 * @param {string} from
 * @param {boolean} isRoot
 * @returns {Edge[]}
 */
function sourceEdges(lock, from, isRoot) {
  const entry = /** @type {LockEntry} */ (lock.packages[from]);
  return declaredEdges(entry, isRoot).map((edge) => {
    const to = resolveIn((path) => path in lock.packages, from, edge.name);
    if (!to && (edge.type === "prod" || edge.type === "dev" || edge.type === "peer")) {
      throw new Error(
        `${from} needs ${edge.name}@${edge.spec}, which the root package-lock.json does not ` +
          "hold: run npm install at the root first",
      );
    }
    if (to && lock.packages[to]?.link) {
      throw new Error(
        `${from} needs ${edge.name}, which the root lock links to ${lock.packages[to]?.resolved} ` +
          "(a workspace or file: package): a deploy of functions/ alone cannot install it",
      );
    }
    return { ...edge, to };
  });
}

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
 * npm's calcDepFlags on the new tree: every flag starts set and is cleared along edges that
 * prove it wrong; what stays extraneous (reachable only as an optional peer) is left out.
 * @param {Map<string, Edge[]>} edges the edges of each path in the new tree, resolved in it
 */
function depFlags(edges) {
  /** @type {Map<string, Record<(typeof DEP_FLAGS)[number], boolean>>} */
  const flags = new Map();
  for (const path of edges.keys()) {
    const set = path !== "";
    flags.set(path, { dev: set, optional: set, devOptional: set, peer: set, extraneous: set });
  }
  const queue = [""];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    const node = /** @type {Record<(typeof DEP_FLAGS)[number], boolean>} */ (flags.get(path));
    for (const { type, to } of edges.get(path) ?? []) {
      const target = to === null ? undefined : flags.get(to);
      if (!target) continue;
      const dev = type === "dev";
      const optional = type === "optional" || type === "peerOptional";
      const peer = type === "peer" || type === "peerOptional";
      let changed = false;
      if (target.extraneous && !node.extraneous && type !== "peerOptional") {
        target.extraneous = false;
        changed = true;
      }
      if (target.dev && !node.dev && !dev) {
        target.dev = false;
        changed = true;
      }
      if (target.optional && !node.optional && !optional) {
        target.optional = false;
        changed = true;
      }
      if (
        target.devOptional &&
        !node.devOptional &&
        !node.dev &&
        !node.optional &&
        !dev &&
        !optional
      ) {
        target.devOptional = false;
        changed = true;
      }
      if (target.peer && !node.peer && !peer) {
        target.peer = false;
        changed = true;
      }
      if (changed) queue.push(/** @type {string} */ (to));
    }
  }
  for (const node of flags.values()) {
    if (node.devOptional && (node.dev || node.optional)) node.devOptional = false;
  }
  return flags;
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
  if (manifest) {
    for (const field of MANIFEST_FIELDS) {
      if (JSON.stringify(manifest[field] ?? {}) !== JSON.stringify(root[field] ?? {})) {
        throw new Error(
          `The root package-lock.json's ${field} for ${workspace} differ from ` +
            `${workspace}/package.json: run npm install at the root first`,
        );
      }
    }
  }

  // 1. The closure in the root lock: every entry the workspace reaches, except through an
  //    optional peer (npm installs those only when something else brings them).
  /** @type {Map<string, Edge[]>} */
  const closure = new Map([[workspace, sourceEdges(lock, workspace, true)]]);
  const pending = [workspace];
  for (let from = pending.pop(); from !== undefined; from = pending.pop()) {
    for (const { type, to } of /** @type {Edge[]} */ (closure.get(from))) {
      if (to === null || type === "peerOptional" || closure.has(to)) continue;
      closure.set(to, sourceEdges(lock, to, false));
      pending.push(to);
    }
  }

  // 2. The new tree, as path → root-lock path: the workspace at "", its node_modules at the
  //    top, hoisted entries where they were unless the workspace displaced them.
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

  // 3. Every edge must reach, from the new place, the entry it reached in the root lock. One
  //    that now meets another version is given its own copy nested under the dependent.
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

  // 4. Flags, and the entries that stay (not only reachable as an optional peer).
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
    const flag = /** @type {Record<(typeof DEP_FLAGS)[number], boolean>} */ (flags.get(at));
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
 * @param {string} a
 * @param {string} b
 */
function compareKeys(a, b) {
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
function npmJson(value) {
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

/**
 * What differs between two locks, one line per entry: added, removed or changed, with versions.
 * @param {Lockfile} committed
 * @param {Lockfile} derived
 * @returns {string[]}
 */
export function lockDifferences(committed, derived) {
  const lines = [];
  for (const key of new Set([...Object.keys(committed), ...Object.keys(derived)])) {
    if (key !== "packages" && JSON.stringify(committed[key]) !== JSON.stringify(derived[key])) {
      lines.push(`${key}: ${JSON.stringify(committed[key])} → ${JSON.stringify(derived[key])}`);
    }
  }
  const before = committed.packages ?? {};
  const after = derived.packages ?? {};
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(compareKeys);
  for (const path of paths) {
    const old = before[path];
    const now = after[path];
    const label = path || "(root)";
    if (!old) lines.push(`+ ${label} ${now?.version ?? ""}`.trimEnd());
    else if (!now) lines.push(`- ${label} ${old.version ?? ""}`.trimEnd());
    else if (npmJson(old) !== npmJson(now)) {
      const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
        (field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]),
      );
      const versions = old.version === now.version ? "" : ` ${old.version} → ${now.version}`;
      lines.push(`~ ${label}${versions} (${fields.join(", ") || "key order"})`);
    }
  }
  return lines;
}
