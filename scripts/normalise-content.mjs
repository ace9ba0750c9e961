// @ts-check
// `node scripts/normalise-content.mjs`: rewrites every Markdown entry of the CMS's folder
// collections in the form Decap writes when it saves (src/lib/cms/decap-format.mjs), keeping
// the same data, so that a save in the admin changes only the lines the editor changed.
// Reads the collections and their field order from the built admin config (run `npm run
// build` first); tests/unit/cms-content-form.test.ts fails while a file is not in that form.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { ROOT } from "./lib/project.mjs";
import { decapMarkdownFile, readMarkdownFile } from "../src/lib/cms/decap-format.mjs";

const config = parse(readFileSync(join(ROOT, "out/admin/config.yml"), "utf8"));
let changed = 0;
for (const collection of config.collections) {
  if (!collection.folder) continue;
  const dir = join(ROOT, collection.folder);
  for (const name of readdirSync(dir).filter((file) => file.endsWith(`.${collection.extension}`))) {
    const path = join(dir, name);
    const source = readFileSync(path, "utf8");
    const entry = readMarkdownFile(source);
    if (!entry) throw new Error(`${path}: no front matter`);
    const normal = decapMarkdownFile(entry.data, entry.body, collection.fields);
    if (normal !== source) {
      writeFileSync(path, normal);
      changed += 1;
      console.log(`normalised ${collection.folder}/${name}`);
    }
  }
}
console.log(`${changed} file(s) rewritten in Decap's form`);
