// @ts-check
// The flags npm derives from a tree (dev, optional, devOptional, peer, extraneous), computed
// again for the function's tree: the root lock's describe the root's tree, not this one.

/** @typedef {import("./lock-types.mjs").Edge} Edge */

export const DEP_FLAGS = /** @type {const} */ ([
  "dev",
  "optional",
  "devOptional",
  "peer",
  "extraneous",
]);

/** @typedef {Record<(typeof DEP_FLAGS)[number], boolean>} DepFlags */

/**
 * npm's calcDepFlags on the new tree: every flag starts set and is cleared along edges that
 * prove it wrong; what stays extraneous (reachable only as an optional peer) is left out.
 * @param {Map<string, Edge[]>} edges the edges of each path in the new tree, resolved in it
 * @returns {Map<string, DepFlags>}
 */
export function depFlags(edges) {
  /** @type {Map<string, DepFlags>} */
  const flags = new Map();
  for (const path of edges.keys()) {
    const set = path !== "";
    flags.set(path, { dev: set, optional: set, devOptional: set, peer: set, extraneous: set });
  }
  const queue = [""];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    const node = /** @type {DepFlags} */ (flags.get(path));
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
