// @ts-check
// A plain static server for an export that needs no emulator (the bench's floor page, the
// production-configuration build of the end-to-end tests), on 127.0.0.1. Clean URLs as Firebase
// Hosting serves them (firebase.json): /pricing is pricing.html. Compressed, as Hosting serves
// the site, so timings compare like for like. A malformed path is answered 400 (safe-server.mjs).
import { readFileSync, statSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { isReallyInside } from "../../src/lib/files/inside-folder.mjs";
import { createSafeServer } from "./safe-server.mjs";

/** @type {Record<string, string>} */
export const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".txt": "text/plain",
  ".xml": "application/xml",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/**
 * The file a decoded request path (request-path.mjs) names in `dir`, clean URLs included;
 * undefined if none, or if it is, or leads through a symbolic link, outside `dir`.
 * @param {string} dir
 * @param {string} path
 */
export function fileFor(dir, path) {
  const root = resolve(dir);
  const candidates =
    path === "/" ? ["index.html"] : [path, `${path}.html`, join(path, "index.html")];
  return candidates
    .map((candidate) => join(root, candidate))
    .find((file) => isReallyInside(root, file) && isFile(file));
}

/** @param {string} file */
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    // A file's name with a slash after it (ENOTDIR), or one gone since: no file.
    return false;
  }
}

/**
 * Serves `dir` on 127.0.0.1 (port 0: any free one). Resolves with the listening server.
 * @param {string} dir
 * @param {number} [port]
 * @returns {Promise<import("node:http").Server>}
 */
export function serveStatic(dir, port = 0) {
  const server = createSafeServer((_request, response, { path }) => {
    const file = fileFor(dir, path);
    const notFound = fileFor(dir, "/404.html");
    const served = file ?? notFound;
    if (!served) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(file ? 200 : 404, {
      "content-type": TYPES[extname(served)] ?? "application/octet-stream",
      "content-encoding": "gzip",
    });
    response.end(gzipSync(readFileSync(served)));
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}
