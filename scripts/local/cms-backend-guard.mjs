// @ts-check
// What stands between a page in the editor's browser and Decap's local backend, which writes
// files: any page may send it a request, and a page on a name that resolves to 127.0.0.1 (DNS
// rebinding) even reads the answers. So it answers only the admin's own pages, addressed by its
// own address, and only about files under content/.
import { lstat, realpath } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { isInside, isReallyInside } from "../../src/lib/files/inside-folder.mjs";
import { EDITABLE_FOLDER, isEditablePath, requestedPaths } from "./cms-backend-paths.mjs";

/** @typedef {import("node:http").IncomingMessage & { body?: unknown }} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/**
 * @param {Response} response
 * @param {string} why
 */
function refuse(response, why) {
  response
    .writeHead(403, { "Content-Type": "application/json" })
    .end(JSON.stringify({ error: why }));
}

/**
 * Refuses (403) a request whose Host is not `host` with the port it came in on (a rebound
 * name, e.g. attacker.example:8081, is not), or whose Origin is not one of the admin's (none is
 * refused too: a browser sends one with each of the admin's POSTs). Answers the admin's CORS:
 * it posts JSON, so the browser asks first (OPTIONS).
 * @param {{ host: string, origins: string[] }} options
 */
export function answerOnlyTheAdmin({ host, origins }) {
  return (
    /** @type {Request} */ request,
    /** @type {Response} */ response,
    /** @type {() => void} */ next,
  ) => {
    if (request.headers.host !== `${host}:${request.socket.localPort}`) {
      refuse(response, "Host is not this backend's address");
      return;
    }
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin)) {
      refuse(response, "Origin is not the admin's");
      return;
    }
    response.setHeader("Access-Control-Allow-Origin", origin);
    response.setHeader("Vary", "Origin");
    if (request.method === "OPTIONS") {
      response.setHeader("Access-Control-Allow-Methods", "POST");
      response.setHeader("Access-Control-Allow-Headers", "Content-Type");
      response.writeHead(204).end();
      return;
    }
    next();
  };
}

/**
 * Where a path leads once symbolic links are followed, for a file that may not exist yet:
 * its deepest existing folder's real path, then the missing names. A dangling link throws.
 * @param {string} path absolute
 */
async function realTarget(path) {
  const missing = [];
  let existing = path;
  for (;;) {
    try {
      await lstat(existing);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
      missing.unshift(basename(existing));
      existing = dirname(existing);
    }
  }
  return join(await realpath(existing), ...missing);
}

/**
 * Whether every path is under `<repoDir>/content/`, as spelt and once links are followed.
 * @param {string} repoDir
 * @param {unknown[]} paths
 */
async function namesOnlyContent(repoDir, paths) {
  if (!paths.every((path) => isEditablePath(repoDir, path))) return false;
  try {
    const realContent = await realpath(resolve(repoDir, EDITABLE_FOLDER));
    const targets = await Promise.all(
      paths.map((path) => realTarget(resolve(repoDir, /** @type {string} */ (path)))),
    );
    return targets.every((target) => isInside(realContent, target));
  } catch {
    // No content/ folder, a dangling link, a folder we may not read: nothing to serve.
    return false;
  }
}

/**
 * Refuses (403) a POST /api/v1 whose action the admin does not send, or which names any path
 * outside `<repoDir>/content/`, by its spelling or through a symbolic link. Needs the parsed
 * JSON body (a body that is not JSON names no known action, and is refused).
 * @param {string} repoDir
 */
export function onlyContentPaths(repoDir) {
  return async (
    /** @type {Request} */ request,
    /** @type {Response} */ response,
    /** @type {() => void} */ next,
  ) => {
    const paths = requestedPaths(request.body);
    if (!paths) refuse(response, "Unknown action");
    else if (!(await namesOnlyContent(repoDir, paths))) {
      refuse(response, `Only files under ${EDITABLE_FOLDER}/ may be read or written`);
    } else next();
  };
}

/**
 * Keeps out of the admin's listings every file that is a symbolic link leading out of the folder
 * it lists from: for entriesByFolder, content/; for getMedia, the media folder asked for.
 * decap-server lists a link as a file and reads it wherever it leads inside the repository
 * (content/blog/x.md to ../../package.json). Needs the parsed JSON body.
 * @param {string} repoDir
 */
export function onlyContentListings(repoDir) {
  return (
    /** @type {Request} */ request,
    /** @type {Response} */ response,
    /** @type {() => void} */ next,
  ) => {
    const { action, params } = /** @type {any} */ (request.body);
    const folder =
      action === "entriesByFolder" ? EDITABLE_FOLDER : action === "getMedia" && params.mediaFolder;
    if (typeof folder === "string") {
      const root = resolve(repoDir, folder);
      /** @param {any} item an entry ({ file: { path } }) or a media file ({ path }) */
      const stays = (item) =>
        isReallyInside(root, resolve(repoDir, item?.file?.path ?? item?.path));
      const express = /** @type {Response & { json: (body: unknown) => unknown }} */ (response);
      const json = express.json.bind(express);
      express.json = (body) => json(Array.isArray(body) ? body.filter(stays) : body);
    }
    next();
  };
}
