// @ts-check
// Decap's local backend (decap-server), run in this process on our own 127.0.0.1 listener.
// decap-server's own entry listens on every interface unless BIND_HOST is set, and reads its
// settings from process.env; running its middleware here binds it to the loopback address,
// scopes its settings to this call, and stops it with `npm start` (same process, no orphan).
import { createRequire } from "node:module";
import { CMS_LOCAL_BACKEND_HOST, CMS_LOCAL_BACKEND_PORT } from "../../src/lib/cms/cms-facts.mjs";

const require = createRequire(import.meta.url);
/** decap-server's own copy of express, so the middleware gets the app it was written for. */
const express = createRequire(require.resolve("decap-server"))("express");
const { registerLocalFs } = require("decap-server/dist/middlewares");

/**
 * CORS for the given page origins: the admin posts JSON, so the browser asks first (OPTIONS).
 * @param {string[]} origins
 */
function allowOrigins(origins) {
  return (
    /** @type {import("node:http").IncomingMessage} */ request,
    /** @type {import("node:http").ServerResponse} */ response,
    /** @type {() => void} */ next,
  ) => {
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) {
      response.setHeader("Access-Control-Allow-Origin", origin);
      response.setHeader("Vary", "Origin");
      if (request.method === "OPTIONS") {
        response.setHeader("Access-Control-Allow-Methods", "POST");
        response.setHeader("Access-Control-Allow-Headers", "Content-Type");
        response.writeHead(204).end();
        return;
      }
    }
    next();
  };
}

/**
 * Serves the admin's saves into `repoDir` (the working tree: entries land in its content/).
 * `origins` are the pages allowed to call it (CORS), e.g. http://gigloom.localhost:5000.
 * @param {{ repoDir: string, origins: string[], port?: number, host?: string }} options
 * @returns {Promise<{ server: import("node:http").Server, url: string }>}
 */
export async function startCmsBackend({
  repoDir,
  origins,
  port = CMS_LOCAL_BACKEND_PORT,
  host = CMS_LOCAL_BACKEND_HOST,
}) {
  const app = express();
  // decap-server's CORS allows http://localhost and http://127.0.0.1 pages only (or the one
  // origin in ORIGIN); the site's local name is gigloom.localhost, so answer its origins first.
  app.use(allowOrigins(origins));
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY };
  // decap-server reads its repository while it registers its routes, and never again.
  process.env.GIT_REPO_DIRECTORY = repoDir;
  try {
    await registerLocalFs(app, { logLevel: process.env.CMS_LOG_LEVEL ?? "warn" });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const address = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ server, url: `http://${host}:${address.port}/api/v1` });
    });
    server.once("error", reject);
  });
}
