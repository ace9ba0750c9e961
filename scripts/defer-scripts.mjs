// Post-build step of `npm run build` (and of the bench's floor page, given its out/ folder):
// every page loads its chunks once it has painted (see scripts/lib/deferred-scripts.mjs).
// Runs after compile-hints.mjs and before csp.mjs, which hashes the loader.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ROOT } from "./emulators.mjs";
import { deferScripts } from "./lib/deferred-scripts.mjs";
import { exportedPages } from "./lib/html-files.mjs";

const OUT = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, "out");
const pages = exportedPages(OUT);
for (const page of pages) {
  writeFileSync(page, deferScripts(readFileSync(page, "utf8")));
}
console.log(`Deferred scripts: ${pages.length} pages load their chunks after the first paint`);
