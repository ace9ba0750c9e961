// @ts-check
// The CMS admin's own export, out-cms/, served on an origin of its own (firebase.json, target
// "cms"): `next build` writes the admin's page and config.yml into out/cms/ (route handlers
// under src/app/cms/), and this step moves them out of the site's export, copies Decap's
// prebuilt bundle beside them from node_modules (so the bundle is never committed), and the
// uploads' originals under /uploads/, where Decap asks for an image field's value as it is
// ("/uploads/<file>"; it fetches a value that starts with "/" from its own origin), and bundles
// the save check, which runs the content schemas in the admin. The site's out/ keeps only
// /admin/, a page that sends editors to the admin's origin.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isUploadFile, MEDIA_FOLDER, MEDIA_PUBLIC_PATH } from "../../src/config/media.mjs";
import { CMS_SAVE_CHECK_FILE } from "../../src/lib/cms/cms-facts.mjs";
import { isReallyInside } from "../../src/lib/files/inside-folder.mjs";
import { browserBundle } from "../shared/browser-bundle.mjs";

/** The site's /admin/ (out/admin/): its own page and policy; the site-page steps leave it alone. */
export const ADMIN_DIR = "admin";
/** Where `next build` writes the admin's page and config, in out/. */
export const CMS_ROUTE_DIR = "cms";
/** The admin's export, beside the site's out/: the CMS Hosting site's public folder. */
export const CMS_EXPORT_DIR = "out-cms";

/** Decap's browser build: its entry, the numbered chunks it loads on demand, its WebAssembly. */
const BUNDLE_FILE =
  /^(?:decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

/** The admin's origin is for editors only: no search engine lists it (nor its X-Robots-Tag). */
const ROBOTS_TXT = "User-agent: *\nDisallow: /\n";

/** The folder of decap-cms's prebuilt bundle. */
export function decapDistDir() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("decap-cms/package.json")), "dist");
}

/**
 * Copies the bundle into `dir`. Fails when next build wrote no admin page there.
 * @param {string} dir
 * @returns {number} the number of files copied
 */
export function copyAdminBundle(dir, distDir = decapDistDir()) {
  if (!existsSync(join(dir, "index.html"))) {
    throw new Error(`${dir}/index.html is missing: the admin's route handler did not run`);
  }
  const files = readdirSync(distDir).filter((name) => BUNDLE_FILE.test(name));
  if (!files.includes("decap-cms.js")) throw new Error(`No decap-cms.js in ${distDir}`);
  for (const name of files) copyFileSync(join(distDir, name), join(dir, name));
  return files.length;
}

/**
 * Copies each upload of `uploadsDir` (images of the kinds the build reads) into `<dir>/uploads/`;
 * a symbolic link that leads out of `uploadsDir` is no upload, and is left behind.
 * @param {string} uploadsDir
 * @param {string} dir
 * @returns {number} the number of uploads copied
 */
export function copyUploads(uploadsDir, dir) {
  const names = existsSync(uploadsDir)
    ? readdirSync(uploadsDir).filter(
        (name) => isUploadFile(name) && isReallyInside(uploadsDir, join(uploadsDir, name)),
      )
    : [];
  const served = join(dir, MEDIA_PUBLIC_PATH);
  mkdirSync(served, { recursive: true });
  for (const name of names) copyFileSync(join(uploadsDir, name), join(served, name));
  return names.length;
}

/**
 * Moves `<project>/out/cms/` to `<project>/out-cms/` (replacing the last one), and completes it.
 * @param {string} project
 * @returns {{ dir: string, bundleFiles: number, uploads: number }}
 */
export function assembleCmsExport(project, distDir = decapDistDir()) {
  const built = join(project, "out", CMS_ROUTE_DIR);
  const dir = join(project, CMS_EXPORT_DIR);
  if (!existsSync(join(built, "index.html"))) {
    throw new Error(`${built}/index.html is missing: the admin's route handler did not run`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(built, dir);
  const bundleFiles = copyAdminBundle(dir, distDir);
  const uploads = copyUploads(join(project, MEDIA_FOLDER), dir);
  writeFileSync(join(dir, "robots.txt"), ROBOTS_TXT);
  return { dir, bundleFiles, uploads };
}

/** The save check's entry: it registers a preSave listener with Decap (window.CMS). */
const SAVE_CHECK_ENTRY = fileURLToPath(
  new URL("../../src/lib/cms/save-check-listener.ts", import.meta.url),
);

/**
 * Bundles the save check (zod and the content schemas with it) into `<dir>/save-check.js`,
 * which the admin's page loads after Decap's bundle: a save the build would refuse fails in
 * the admin, with the build's message, before anything is written.
 * @param {string} dir the admin's export
 */
export async function writeSaveCheck(dir) {
  writeFileSync(join(dir, CMS_SAVE_CHECK_FILE), await browserBundle(SAVE_CHECK_ENTRY));
}
