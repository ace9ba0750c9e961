// @ts-check
// Bundles one TypeScript entry and what it imports (Firebase included) into a single minified
// script for a page outside the site's build: the stand-in app host, the tests' auth driver and
// the CMS admin's save check. Imports through "@/" resolve by tsconfig.json's paths.
import { rolldown } from "rolldown";

/** @param {string} entryPath an absolute path */
export async function browserBundle(entryPath) {
  const build = await rolldown({ input: entryPath, platform: "browser", logLevel: "silent" });
  const { output } = await build.generate({ format: "iife", minify: true });
  return output[0].code;
}
