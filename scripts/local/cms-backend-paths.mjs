// @ts-check
// Which files a request to Decap's local backend (decap-server) names, and whether the admin
// may touch them. decap-server itself takes any path under the repository root, so a page that
// reached it could plant a git hook or a build script; the admin only ever edits content/.
import { isAbsolute, resolve } from "node:path";
import { isInside } from "../../src/lib/files/inside-folder.mjs";

/** The repository folder the admin edits; uploads (MEDIA_FOLDER) are under it. */
export const EDITABLE_FOLDER = "content";

/** Each element of a list, or none when it is absent (decap-server's schema rejects it then). */
const each = (/** @type {unknown} */ list) => (Array.isArray(list) ? list : []);

/** A data file or an asset of persistEntry: where it is, and where it moves to on a rename. */
const fileAndMove = (/** @type {any} */ file) => [file?.path, file?.newPath];

/**
 * The actions local mode's admin sends (decap-server's localFs middleware, Decap 3 "proxy"
 * backend, simple publish mode), each with every path it reads, writes, lists or deletes.
 * An action missing here is refused: the editorial workflow's actions (unpublishedEntries, …)
 * have no file-system implementation in localFs, and an action added by a later decap-server
 * stays refused until someone reads what it does with its paths.
 * @type {Record<string, (params: any) => unknown[]>}
 */
const PATHS_BY_ACTION = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [params?.folder],
  entriesByFiles: (params) => each(params?.files).map((file) => file?.path),
  getEntry: (params) => [params?.path],
  persistEntry: (params) => [
    ...fileAndMove(params?.entry),
    ...each(params?.dataFiles).flatMap(fileAndMove),
    ...each(params?.assets).map((asset) => asset?.path),
  ],
  getMedia: (params) => [params?.mediaFolder],
  getMediaFile: (params) => [params?.path],
  persistMedia: (params) => [params?.asset?.path],
  deleteFile: (params) => [params?.path],
  deleteFiles: (params) => each(params?.paths),
};

/**
 * Every path a request body names, or undefined when its action is not one the admin sends.
 * Absent optional paths (an entry's newPath) are left out; any other non-string is kept, for
 * isEditablePath to refuse.
 * @param {unknown} body the parsed JSON body of POST /api/v1
 * @returns {unknown[] | undefined}
 */
export function requestedPaths(body) {
  const { action, params } = /** @type {any} */ (body ?? {});
  if (typeof action !== "string" || !Object.hasOwn(PATHS_BY_ACTION, action)) return undefined;
  return /** @type {(params: any) => unknown[]} */ (PATHS_BY_ACTION[action])(params).filter(
    (path) => path !== undefined,
  );
}

/**
 * Whether a path the admin sent names something strictly inside `<repoDir>/content/`, read as
 * decap-server reads it (relative to the repository). Refused: non-strings, absolute paths, any
 * `..` segment (even one that comes back inside), and content/ itself.
 * @param {string} repoDir
 * @param {unknown} path
 */
export function isEditablePath(repoDir, path) {
  if (typeof path !== "string" || path === "" || isAbsolute(path)) return false;
  if (path.split(/[\\/]/).includes("..")) return false;
  return isInside(resolve(repoDir, EDITABLE_FOLDER), resolve(repoDir, path));
}
