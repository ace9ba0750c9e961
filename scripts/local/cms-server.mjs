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
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { isUploadFile, MEDIA_PUBLIC_PATH } from "../../src/config/media.mjs";
import { CMS_LOCAL_HOST } from "../../src/lib/cms/cms-facts.mjs";
import { isReallyInside } from "../../src/lib/files/inside-folder.mjs";
import { headersFor } from "./hosting-config.mjs";
import { createSafeServer } from "../shared/safe-server.mjs";
import { fileFor, TYPES } from "../shared/static-server.mjs";

/** Where the sign-in is served on the CMS's origin (functions/src/cms-auth.ts, firebase.json). */
const CMS_AUTH_PREFIX = "/cms-auth/";
/** The one cookie Firebase Hosting passes on to a function. */
const FORWARDED_COOKIE = "__session";

/**
 * The upload a decoded path names under /uploads/, if it is one: a plain file name of an image
 * kind, in the uploads folder itself (a symbolic link that leads out of it is none).
 * @param {string} uploadsDir
 * @param {string} path
 */
export function uploadFor(uploadsDir, path) {
  const name = path.slice(MEDIA_PUBLIC_PATH.length + 1);
  const file = join(uploadsDir, name);
  const isUpload = /^[\w][\w.-]*$/.test(name) && isUploadFile(name);
  return isUpload && isReallyInside(uploadsDir, file) ? file : undefined;
}

/**
 * The request as Hosting's rewrite passes it to the function: its path and query, its Origin,
 * and of its cookies only __session.
 * @param {import("node:http").IncomingMessage} request
 * @param {string} address the function's URL with the request's path and query
 */
async function callFunction(request, address) {
  const cookie = (request.headers.cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${FORWARDED_COOKIE}=`))
    .join("; ");
  /** @type {Record<string, string>} */
  const headers = {};
  if (cookie) headers.cookie = cookie;
  if (request.headers.origin) headers.origin = request.headers.origin;
  const answer = await fetch(address, {
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
 * Whether a request is addressed to the admin's origin by a name no other site can take: its
 * own, or the address it listens on, with its port. A page on a name rebound to 127.0.0.1
 * (attacker.example:5010) would read the uploads and the admin's files otherwise.
 * @param {import("node:http").IncomingMessage} request
 */
const addressedToTheAdmin = (request) =>
  [CMS_LOCAL_HOST, "127.0.0.1"].some(
    (name) => request.headers.host === `${name}:${request.socket.localPort}`,
  );

/**
 * Serves the admin's origin on 127.0.0.1:`port`.
 * @param {{ dir: string, uploadsDir: string, functionUrl: string,
 *   rules: import("./hosting-config.mjs").HeaderRule[], port: number }} options
 *   `dir` the admin's export; `uploadsDir` the folder the local backend saves uploads into;
 *   `functionUrl` cmsAuth in the Functions emulator; `rules` the CMS site's header rules
 * @returns {Promise<import("node:http").Server>}
 */
export function serveCms({ dir, uploadsDir, functionUrl, rules, port }) {
  const server = createSafeServer((request, response, { url, path }) => {
    const hosting = headersFor(rules, path);
    const send = (
      /** @type {number} */ status,
      /** @type {Record<string, string | string[]>} */ headers,
      /** @type {Buffer | string} */ body,
    ) => response.writeHead(status, { ...headers, ...hosting }).end(body);

    if (!addressedToTheAdmin(request)) {
      send(403, { "content-type": "text/plain; charset=utf-8" }, "Host is not the admin's.\n");
      return;
    }
    if (path.startsWith(CMS_AUTH_PREFIX)) {
      callFunction(request, `${functionUrl}${url.pathname}${url.search}`).then(
        ({ status, headers, body }) => send(status, headers, body),
        () => send(502, { "content-type": "text/plain" }, "The Functions emulator is not up.\n"),
      );
      return;
    }
    const file = path.startsWith(`${MEDIA_PUBLIC_PATH}/`)
      ? uploadFor(uploadsDir, path)
      : fileFor(dir, path);
    if (!file || !["GET", "HEAD"].includes(request.method ?? "")) {
      send(404, { "content-type": "text/plain; charset=utf-8" }, "Not found.\n");
      return;
    }
    const type = TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
    send(200, { "content-type": type }, readFileSync(file));
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}
