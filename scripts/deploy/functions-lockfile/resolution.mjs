// @ts-check
// Node's module resolution over a lock's `packages` tree, and the dependency edges each entry
// declares, resolved with it: what the root lock says the workspace reaches.

/**
 * @typedef {import("./lock-types.mjs").Edge} Edge
 * @typedef {import("./lock-types.mjs").EdgeType} EdgeType
 * @typedef {import("./lock-types.mjs").LockEntry} LockEntry
 * @typedef {import("./lock-types.mjs").Lockfile} Lockfile
 */

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
export function resolveIn(has, from, name) {
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
 * The closure in the root lock: every entry the workspace reaches, except through an optional
 * peer (npm installs those only when something else brings them), with its resolved edges.
 * @param {Lockfile} lock
 * @param {string} workspace
 * @returns {Map<string, Edge[]>}
 */
export function workspaceClosure(lock, workspace) {
  const closure = new Map([[workspace, sourceEdges(lock, workspace, true)]]);
  const pending = [workspace];
  for (let from = pending.pop(); from !== undefined; from = pending.pop()) {
    for (const { type, to } of /** @type {Edge[]} */ (closure.get(from))) {
      if (to === null || type === "peerOptional" || closure.has(to)) continue;
      closure.set(to, sourceEdges(lock, to, false));
      pending.push(to);
    }
  }
  return closure;
}
