// @ts-check
// `node scripts/build/normalise-content.mjs`: rewrites every entry and data file the CMS edits in the
// form Decap writes when it saves (src/lib/cms/decap-format.mjs), keeping the same data, so
// that a save in the admin changes only the lines the editor changed. Reads the collections
// and their field order from the built admin config (run `npm run build` first);
// tests/unit/cms-config.test.ts fails while a file is not in that form.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { CMS_EXPORT_DIR } from "./cms-admin.mjs";
import { ROOT } from "../shared/project.mjs";
import {
  decapMarkdownFile,
  decapYamlFile,
  readMarkdownFile,
} from "../../src/lib/cms/decap-format.mjs";

/**
 * @param {string} file relative to the repository
 * @param {any[]} fields
 * @param {boolean} markdown
 */
function normalise(file, fields, markdown) {
  const path = join(ROOT, file);
  const source = readFileSync(path, "utf8");
  let normal;
  if (markdown) {
    const entry = readMarkdownFile(source);
    if (!entry) throw new Error(`${file}: no front matter`);
    normal = decapMarkdownFile(entry.data, entry.body, fields);
  } else {
    normal = decapYamlFile(parse(source), fields);
  }
  if (normal === source) return 0;
  writeFileSync(path, normal);
  console.log(`normalised ${file}`);
  return 1;
}

const config = parse(readFileSync(join(ROOT, CMS_EXPORT_DIR, "config.yml"), "utf8"));
let changed = 0;
for (const collection of config.collections) {
  if (collection.files) {
    for (const file of collection.files) changed += normalise(file.file, file.fields, false);
    continue;
  }
  const markdown = collection.format === "frontmatter";
  for (const name of readdirSync(join(ROOT, collection.folder))) {
    if (!name.endsWith(`.${collection.extension}`)) continue;
    changed += normalise(`${collection.folder}/${name}`, collection.fields, markdown);
  }
}
console.log(`${changed} file(s) rewritten in Decap's form`);
