// @ts-check
// `npm run lock:functions`: writes functions/package-lock.json from the root package-lock.json,
// so that a deploy, which uploads functions/ alone, installs exactly the versions the tests ran
// with (scripts/deploy/functions-lockfile/ says how). Run it after the root lock changes.
// `npm run lock:functions -- --check` writes nothing and fails, naming the differences, when the
// committed file is not what the root lock gives; `npm run deploy` runs it first.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  deriveWorkspaceLock,
  formatLockfile,
  lockDifferences,
} from "./functions-lockfile/index.mjs";
import { ROOT } from "../shared/project.mjs";

const target = `${ROOT}functions/package-lock.json`;
const check = process.argv.includes("--check");

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

let derived;
try {
  derived = deriveWorkspaceLock(readJson(`${ROOT}package-lock.json`), {
    workspace: "functions",
    manifest: readJson(`${ROOT}functions/package.json`),
  });
} catch (error) {
  console.error(`functions/package-lock.json: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const text = formatLockfile(derived);
const count = Object.keys(derived.packages).length - 1;

if (!check) {
  writeFileSync(target, text);
  console.log(`functions/package-lock.json: ${count} packages, from the root package-lock.json`);
} else if (!existsSync(target)) {
  console.error("functions/package-lock.json is missing: run npm run lock:functions");
  process.exit(1);
} else if (readFileSync(target, "utf8") !== text) {
  console.error("functions/package-lock.json is stale: run npm run lock:functions. It differs in:");
  const differences = lockDifferences(readJson(target), derived);
  for (const line of differences.length > 0 ? differences : ["formatting"]) {
    console.error(`  ${line}`);
  }
  process.exit(1);
} else {
  console.log(`functions/package-lock.json matches the root lock (${count} packages)`);
}
