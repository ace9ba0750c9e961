// @ts-check
// node:fs for the editor's preview (scripts/build/cms-preview.mjs): the content loaders read the
// project's files by path, and in the admin those files are a snapshot the bundle carries,
// taken at build from the same folders, under the same paths (process.cwd() is VIRTUAL_ROOT).
import files from "virtual:preview-files";
import { VIRTUAL_ROOT } from "./virtual-root.mjs";

/** @param {string} path */
const normal = (path) => path.replace(/\/+$/, "") || "/";

/** @param {string} path */
function notFound(path) {
  return Object.assign(new Error(`ENOENT: no such file or directory, '${path}'`), {
    code: "ENOENT",
  });
}

/** @param {string} path */
function childrenOf(path) {
  const prefix = `${normal(path)}/`;
  const names = new Set();
  for (const file of Object.keys(files)) {
    if (file.startsWith(prefix)) names.add(file.slice(prefix.length).split("/")[0]);
  }
  return [...names];
}

/** @param {string} path */
export function existsSync(path) {
  return normal(path) in files || childrenOf(path).length > 0 || normal(path) === VIRTUAL_ROOT;
}

/** @param {string} path */
export function readFileSync(path) {
  const text = files[normal(path)];
  if (text === undefined) throw notFound(path);
  return text;
}

/** @param {string} path */
export function readdirSync(path) {
  const names = childrenOf(path);
  if (names.length === 0) throw notFound(path);
  return names.sort();
}

/** The snapshot holds no links: every path is its own real path. */
export function realpathSync(/** @type {string} */ path) {
  if (!existsSync(path)) throw notFound(path);
  return normal(path);
}
