// @ts-check
// What a stale committed lock lacks, in words a person can act on.
import { compareKeys, npmJson } from "./npm-format.mjs";

/** @typedef {import("./lock-types.mjs").Lockfile} Lockfile */

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
