// @ts-check
// Facts about the CMS that the admin's config (built by Next), `npm start` and the tests all
// need. Plain JavaScript with no imports, so that Node scripts read it too.

/** Where `npm start` runs Decap's local backend (decap-server), on the loopback address only. */
export const CMS_LOCAL_BACKEND_HOST = "127.0.0.1";
export const CMS_LOCAL_BACKEND_PORT = 8081;
export const CMS_LOCAL_BACKEND_ORIGIN = `http://${CMS_LOCAL_BACKEND_HOST}:${CMS_LOCAL_BACKEND_PORT}`;

/**
 * Where `npm start` serves the admin: an origin of its own, beside the site's
 * gigloom.localhost, as cms.gigloom.com is beside gigloom.com (scripts/local/local-hosts.mjs).
 */
export const CMS_LOCAL_HOST = "cms.gigloom.localhost";
export const CMS_LOCAL_PORT = 5010;
/** The page names the admin may use the local backend under (Decap checks the hostname). */
export const CMS_LOCAL_HOSTS = [CMS_LOCAL_HOST];

/** The GitHub API, which the admin calls in production (the editors' token never leaves it). */
export const CMS_GITHUB_API = "https://api.github.com";

/**
 * The admin's own script beside Decap's bundle, at its origin's root: the save check
 * (src/lib/cms/save-check-listener.ts), bundled by the post-build step.
 */
export const CMS_SAVE_CHECK_FILE = "save-check.js";

/**
 * The admin's third script: the landing pages' preview, drawn by the site's own components
 * (src/app/cms/_preview/), bundled by the post-build step with the site's stylesheet.
 */
export const CMS_PREVIEW_FILE = "preview.js";
