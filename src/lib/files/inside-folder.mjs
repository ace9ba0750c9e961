// @ts-check
// Whether a path stays inside a folder, by whole segments and once symbolic links are followed:
// the one containment check of every local server, the CMS backend's guard and the build's
// readers of content/. A string prefix is not enough (/x/out-cms starts with /x/out), nor is a
// path's spelling (content/blog/x.md may be a link to the repository's package.json).
import { realpathSync } from "node:fs";
import { isAbsolute, relative, sep } from "node:path";

/**
 * Whether `path` is strictly inside `folder`, compared segment by segment (both absolute and
 * normalised; neither is read from the disk).
 * @param {string} folder
 * @param {string} path
 */
export function isInside(folder, path) {
  const rest = relative(folder, path);
  return rest !== "" && rest !== ".." && !rest.startsWith(`..${sep}`) && !isAbsolute(rest);
}

/**
 * Whether `path` exists and, once every symbolic link on the way to it is followed, is still
 * strictly inside `folder` (whose own links are followed too). A dangling link, or one that
 * leads out of the folder, is not.
 * @param {string} folder
 * @param {string} path
 */
export function isReallyInside(folder, path) {
  try {
    return isInside(realpathSync(folder), realpathSync(path));
  } catch {
    return false;
  }
}
