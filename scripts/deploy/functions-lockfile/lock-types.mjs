// @ts-check
// The shapes the lockfile tool reads and writes: npm's package-lock.json (lockfileVersion 2 or
// 3) and the dependency edges it resolves between the lock's entries.

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

export {};
