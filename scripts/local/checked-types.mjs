// @ts-check
// `npm start`'s rebuilds skip Next.js's type check when nothing it reads has changed since a
// build of this run checked it: a saved post, or a creator who un-lists, changes data that the
// pages read at build time, never a type. The check took 4–11 s of a rebuild with 500 posts on
// 2 cores (bench/report.md, "The site at scale").
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { TYPES_CHECKED_ENV } from "../../src/config/types-checked.mjs";
import { BUILD_INPUTS } from "../shared/project.mjs";

/** Build inputs that hold data, not code: the type check reads none of their files. */
const DATA_INPUTS = ["content", "public"];
/** What the type check of a build reads. */
const TYPE_INPUTS = BUILD_INPUTS.filter((entry) => !DATA_INPUTS.includes(entry));

/** @param {string} path @returns {string[]} */
function filesAt(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesAt(join(path, name)));
}

/**
 * A digest of the type check's inputs in the project or build copy `dir`: their paths and bytes.
 * @param {string} dir
 */
export function typeInputsDigest(dir) {
  const hash = createHash("sha256");
  for (const file of TYPE_INPUTS.flatMap((entry) => filesAt(join(dir, entry)))) {
    hash.update(relative(dir, file).split(sep).join("/")).update("\0");
    hash.update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/**
 * The digest of the inputs a build of this run type-checked, and the environment that skips the
 * check for a build of the same inputs.
 */
export function checkedTypes() {
  /** @type {string | undefined} */
  let checked;
  return {
    /** @param {string} digest the inputs of a build that passed, its types checked */
    passed(digest) {
      checked = digest;
    },
    /** @param {string} digest @returns {Record<string, string>} */
    envFor(digest) {
      return digest === checked ? { ...TYPES_CHECKED_ENV } : {};
    },
  };
}

/** @typedef {ReturnType<typeof checkedTypes>} CheckedTypes */
