// @ts-check
// The CMS admin's own origin under `npm start` (http://cms.gigloom.localhost:5010), as
// production's second Hosting site (firebase.json, target "cms") is cms.<site>: the admin's
// export (out-cms/), the uploads' originals at /uploads/, and /cms-auth/** passed to the
// Functions emulator's cmsAuth, each answer with the headers firebase.json gives the CMS site.
//
// Why not the Hosting emulator's second site: firebase-tools serves a second site on its
// port + 4 + 1 (5005), or silently on the next free port if that one is taken, while the
// admin's origin must be known before anything starts (the local backend answers it alone, the
// sign-in function takes it as CMS_ORIGIN, the site's /admin/ sends visitors to it); and it
// serves only its public folder, while the admin must show an upload the moment the local
// backend writes it into the folder it edits (GIGLOOM_CMS_REPO: a copy in the tests).
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { basename, extname, join } from "node:path";
import { isUploadFile, MEDIA_PUBLIC_PATH } from "../../src/config/media.mjs";
import { headersFor } from "./hosting-config.mjs";
import { fileFor, TYPES } from "../shared/static-server.mjs";

/** Where the sign-in is served on the CMS's origin (functions/src/cms-auth.ts, firebase.json). */
const CMS_AUTH_PREFIX = "/cms-auth/";
/** The one cookie Firebase Hosting passes on to a function. */
const FORWARDED_COOKIE = "__session";

/**
 * The upload a path names under /uploads/, if it is one: a plain file name of an image kind.
 * @param {string} uploadsDir
 * @param {string} pathname
 */
export function uploadFor(uploadsDir, pathname) {
  const name = decodeURIComponent(pathname.slice(MEDIA_PUBLIC_PATH.length + 1));
  const isUpload = /^[\w][\w.-]*$/.test(name) && isUploadFile(name);
  const file = join(uploadsDir, basename(name));
  return isUpload && existsSync(file) ? file : undefined;
}

/**
 * The request as Hosting's rewrite passes it to the function: its path and query, its Origin,
 * and of its cookies only __session.
 * @param {import("node:http").IncomingMessage} request
 * @param {string} functionUrl
 */
async function callFunction(request, functionUrl) {
  const cookie = (request.headers.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${FORWARDED_COOKIE}=`))
    .join("; ");
  /** @type {Record<string, string>} */
  const headers = {};
  if (cookie) headers.cookie = cookie;
  if (request.headers.origin) headers.origin = request.headers.origin;
  const answer = await fetch(`${functionUrl}${request.url}`, {
    method: request.method,
    headers,
    redirect: "manual",
  });
  /** @type {Record<string, string | string[]>} */
  const passed = {};
  for (const [key, value] of answer.headers) {
    if (!["content-encoding", "content-length", "transfer-encoding", "set-cookie"].includes(key)) {
      passed[key] = value;
    }
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) passed["set-cookie"] = cookies;
  return { status: answer.status, headers: passed, body: Buffer.from(await answer.arrayBuffer()) };
}

/**
 * Serves the admin's origin on 127.0.0.1:`port`.
 * @param {{ dir: string, uploadsDir: string, functionUrl: string,
 *   rules: import("./hosting-config.mjs").HeaderRule[], port: number }} options
 *   `dir` the admin's export; `uploadsDir` the folder the local backend saves uploads into;
 *   `functionUrl` cmsAuth in the Functions emulator; `rules` the CMS site's header rules
 * @returns {Promise<import("node:http").Server>}
 */
export function serveCms({ dir, uploadsDir, functionUrl, rules, port }) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    const hosting = headersFor(rules, pathname);
    const send = (
      /** @type {number} */ status,
      /** @type {Record<string, string | string[]>} */ headers,
      /** @type {Buffer | string} */ body,
    ) => response.writeHead(status, { ...headers, ...hosting }).end(body);

    if (pathname.startsWith(CMS_AUTH_PREFIX)) {
      callFunction(request, functionUrl).then(
        ({ status, headers, body }) => send(status, headers, body),
        () => send(502, { "content-type": "text/plain" }, "The Functions emulator is not up.\n"),
      );
      return;
    }
    const file = pathname.startsWith(`${MEDIA_PUBLIC_PATH}/`)
      ? uploadFor(uploadsDir, pathname)
      : fileFor(dir, pathname);
    if (!file || !["GET", "HEAD"].includes(request.method ?? "")) {
      send(404, { "content-type": "text/plain; charset=utf-8" }, "Not found.\n");
      return;
    }
    const type = TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
    send(200, { "content-type": type }, readFileSync(file));
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}
