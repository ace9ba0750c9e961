// Post-build step of `npm run build` (and of the bench's floor page, given its out/ folder):
// marks every page's first-load chunks for eager compilation (see scripts/lib/compile-hints.mjs).
// Chunk names are content hashes of what Next.js wrote; the hint is the same for every build,
// so a name still means one content.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ROOT } from "./emulators.mjs";
import { withCompileHint } from "./lib/compile-hints.mjs";
import { firstLoadScripts } from "./lib/first-load-scripts.mjs";
import { exportedPages } from "./lib/html-files.mjs";

const OUT = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, "out");
const pages = exportedPages(OUT);
const chunks = new Set(pages.flatMap((page) => firstLoadScripts(readFileSync(page, "utf8"))));
for (const chunk of chunks) {
  const file = join(OUT, chunk);
  writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
}
console.log(`Compile hints: ${chunks.size} first-load chunks of ${pages.length} pages`);
