// @ts-check
// The CMS admin in the export: `next build` writes out/admin/index.html and config.yml (route
// handlers under src/app/admin/), and this step copies Decap's prebuilt bundle beside them from
// node_modules, so the bundle is never committed. Nothing here touches a site page.
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The admin's folder in the export; post-build steps that process site pages leave it alone. */
export const ADMIN_DIR = "admin";

/** Decap's browser build: its entry, the numbered chunks it loads on demand, its WebAssembly. */
const BUNDLE_FILE =
  /^(?:decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

/** The folder of decap-cms's prebuilt bundle. */
export function decapDistDir() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("decap-cms/package.json")), "dist");
}

/**
 * Copies the bundle into `<outDir>/admin/`. Fails when next build wrote no admin page.
 * @param {string} outDir
 * @returns {number} the number of files copied
 */
export function copyAdminBundle(outDir, distDir = decapDistDir()) {
  const adminDir = join(outDir, ADMIN_DIR);
  if (!existsSync(join(adminDir, "index.html"))) {
    throw new Error(`${adminDir}/index.html is missing: the admin's route handler did not run`);
  }
  const files = readdirSync(distDir).filter((name) => BUNDLE_FILE.test(name));
  if (!files.includes("decap-cms.js")) throw new Error(`No decap-cms.js in ${distDir}`);
  for (const name of files) copyFileSync(join(distDir, name), join(adminDir, name));
  return files.length;
}
