import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every exported page of the static export in `dir` (Next.js's own `_next` folder aside). */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}
