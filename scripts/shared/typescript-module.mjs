// @ts-check
// Imports one of the site's TypeScript modules into a Node script: bundled with what it imports
// from the site ("@/" resolved to src/), its npm packages left to Node. The scripts around the
// site (npm start's demo seed) then use the site's own code instead of a copy of it.
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import { rolldown } from "rolldown";
import { ROOT } from "./project.mjs";

const isPackage = (/** @type {string} */ id) =>
  !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("@/");

/**
 * @param {string} entryPath the module, relative to the repository's root
 * @returns {Promise<any>} its exports
 */
export async function importTypeScript(entryPath) {
  const build = await rolldown({
    input: `${ROOT}${entryPath}`,
    platform: "node",
    external: isPackage,
    resolve: { alias: { "@": `${ROOT}src` } },
    logLevel: "warn",
  });
  const { output } = await build.generate({ format: "esm" });
  // Named by its code: a module Node has imported once is never read again in this process.
  const hash = createHash("sha256").update(output[0].code).digest("hex").slice(0, 12);
  const dir = `${ROOT}tmp/modules`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${basename(entryPath, ".ts")}-${hash}.mjs`;
  await build.write({ file, format: "esm" });
  return import(pathToFileURL(file).href);
}
