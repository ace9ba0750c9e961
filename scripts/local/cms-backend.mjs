// @ts-check
// Decap's local backend (decap-server), run in this process on our own 127.0.0.1 listener.
// decap-server's own entry listens on every interface unless BIND_HOST is set, and reads its
// settings from process.env; running its middleware here binds it to the loopback address,
// scopes its settings to this call, and stops it with `npm start` (same process, no orphan).
import { createRequire } from "node:module";
import { CMS_LOCAL_BACKEND_HOST, CMS_LOCAL_BACKEND_PORT } from "../../src/lib/cms/cms-facts.mjs";
import { answerOnlyTheAdmin, onlyContentListings, onlyContentPaths } from "./cms-backend-guard.mjs";
import { readRequestPath } from "../shared/request-path.mjs";
import { answerFailure } from "../shared/safe-server.mjs";

const require = createRequire(import.meta.url);
/** decap-server's own copy of express, so the middleware gets the app it was written for. */
const express = createRequire(require.resolve("decap-server"))("express");
const { registerLocalFs } = require("decap-server/dist/middlewares");

/**
 * Serves the admin's saves into `repoDir` (the working tree: entries land in its content/).
 * `origins` are the admin's pages, the only ones it answers (CORS), e.g.
 * http://gigloom.localhost:5000; it answers only requests addressed to `host`:<its port>, about
 * files under `repoDir`/content/ (scripts/local/cms-backend-guard.mjs).
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
  // A malformed path is answered 400, as by every local server (scripts/shared/request-path.mjs).
  app.use((/** @type {any} */ request, /** @type {any} */ response, /** @type {any} */ next) =>
    readRequestPath(request.url) ? next() : answerFailure(response, 400, "Malformed path.\n"),
  );
  // Before decap-server's own middleware, which allows any http://localhost:* page, checks no
  // Host and takes any path under the repository: only the admin, only content/.
  app.use(answerOnlyTheAdmin({ host, origins }));
  // decap-server's own body limit (uploads come base64-encoded); its parser then skips the body.
  app.post(
    "/api/v1",
    express.json({ limit: "50mb" }),
    onlyContentPaths(repoDir),
    onlyContentListings(repoDir),
  );
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
