// @ts-check
// `npm start` keeps the running site in step with content/ (and with the emulator's `directory`,
// ./directory-rebuild.mjs): a save in the admin (or in an editor) rebuilds the export in a copy
// of the project under tmp/, then swaps it into out/, so the Hosting emulator serves the old
// pages until the new ones are complete.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, statSync, watch } from "node:fs";
import { join } from "node:path";
import { copyForBuild } from "../build/build-copy.mjs";
import { typeInputsDigest } from "./checked-types.mjs";

/** Saves come in bursts (Decap writes, editors save twice): wait for the folder to settle. */
const REBUILD_DEBOUNCE_MS = 500;

/**
 * Builds the project's sources in `copy` (its .next cache kept between runs) into `<copy>/out`:
 * image sizes, next build and post-build, as `npm run build` does, but for the type check
 * where `types` says those very types passed it already.
 * @param {string} root the project
 * @param {string} copy where to build
 * @param {Record<string, string>} env added to the build's environment
 * @param {import("./checked-types.mjs").CheckedTypes} [types]
 * @returns {Promise<string>} the export's folder
 */
async function buildInCopy(root, copy, env, types) {
  copyForBuild(root, copy);
  rmSync(join(copy, "out"), { recursive: true, force: true });
  const typeInputs = typeInputsDigest(copy);
  const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        cwd: copy,
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, ...types?.envFor(typeInputs), ...env },
      });
      let errors = "";
      child.stderr.on("data", (chunk) => (errors += chunk));
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve(undefined) : reject(new Error(`${args[0]} failed:\n${errors}`)),
      );
    });
  // A cover uploaded in the admin needs its sizes made before the pages link them.
  await run(process.execPath, [join(root, "scripts/build/images.mjs"), copy]);
  await run(join(root, "node_modules/.bin/next"), ["build"]);
  await run(process.execPath, [join(root, "scripts/build/postbuild.mjs"), copy]);
  types?.passed(typeInputs);
  return join(copy, "out");
}

/**
 * Builds the project's current sources in `<root>tmp/content-rebuild`, then moves the
 * finished export into `<root>out`: the old pages are served until the new ones are complete.
 * The admin's export (out-cms/) stays as it is: nothing in it comes from content/ but the
 * uploads, which `npm start` serves live from the folder the admin saves into.
 * @param {string} root the project, with a trailing slash
 * @param {Record<string, string>} [env] added to the build's environment
 * @param {import("./checked-types.mjs").CheckedTypes} [types] the types this run checked
 * @returns {Promise<void>}
 */
export async function rebuildInCopy(root, env = {}, types) {
  const out = await buildInCopy(root, join(root, "tmp/content-rebuild"), env, types);
  const previous = join(root, "tmp/out-previous");
  rmSync(previous, { recursive: true, force: true });
  renameSync(join(root, "out"), previous);
  renameSync(out, join(root, "out"));
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Calls `onChange` after each burst of changes to `<root>content`.
 * @param {string} root
 * @param {() => void} onChange
 * @returns {() => void} stops watching
 */
export function watchContent(root, onChange) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const stop = watchFolders(join(root, "content"), () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, REBUILD_DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/**
 * Calls `onChange` on any change in `dir` or a folder below it, new folders included. Each
 * folder is watched itself: Node 20's recursive watch on Linux watches each file, and loses one
 * that an editor replaces (a new inode, as `sed -i` and many editors write), so the next save
 * of that file went unseen.
 * @param {string} dir
 * @param {() => void} onChange
 * @returns {() => void} stops watching
 */
export function watchFolders(dir, onChange) {
  /** @type {Map<string, import("node:fs").FSWatcher>} */
  const watchers = new Map();
  const add = (/** @type {string} */ folder) => {
    if (watchers.has(folder)) return;
    const watcher = watch(folder, (_event, name) => {
      const path = name ? join(folder, String(name)) : folder;
      if (name && existsSync(path) && statSync(path).isDirectory()) add(path);
      onChange();
    });
    // A folder that is removed stops its own watcher; its parent reports the change.
    watcher.on("error", () => {
      watcher.close();
      watchers.delete(folder);
    });
    watchers.set(folder, watcher);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) add(join(folder, entry.name));
    }
  };
  add(dir);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
  };
}
