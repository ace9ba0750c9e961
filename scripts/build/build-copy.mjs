// @ts-check
// A copy of the project to build in, under the project's tmp/: the production preview and npm
// start's content rebuild. It holds the build's inputs and no packages:
// from inside the project, Node and Turbopack find the project's node_modules above it. (With a
// symlink to node_modules in the copy, Turbopack compiled about three times slower: 61–79 s
// against 22–24 s, on 2 cores.)
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import { IMAGE_CACHE_DIR } from "../../src/lib/images/generated-files.mjs";
import { BUILD_INPUTS } from "../shared/project.mjs";

/**
 * Copies the build's inputs from `root` into `copy`, replacing what an earlier copy left there
 * but its .next cache, then lays the files of `extraContent`, if given, over the copy's content.
 * @param {string} root the project
 * @param {string} copy a folder inside the project
 * @param {{ extraContent?: string }} [options]
 */
export function copyForBuild(root, copy, { extraContent } = {}) {
  const inside = relative(root, copy);
  if (!inside || inside.startsWith("..") || isAbsolute(inside)) {
    throw new Error(`A build copy must be inside the project, to find its packages: ${copy}`);
  }
  mkdirSync(copy, { recursive: true });
  for (const entry of BUILD_INPUTS) {
    rmSync(join(copy, entry), { recursive: true, force: true });
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  if (extraContent) cpSync(extraContent, join(copy, "content"), { recursive: true });
  // The uploads' sizes take long to make (about 45 s for two): the copy uses the project's
  // cache of them. rmSync removes links, never what they point to.
  rmSync(join(copy, "node_modules"), { recursive: true, force: true });
  const imageCache = join(copy, IMAGE_CACHE_DIR);
  mkdirSync(join(root, IMAGE_CACHE_DIR), { recursive: true });
  mkdirSync(dirname(imageCache), { recursive: true });
  symlinkSync(join(root, IMAGE_CACHE_DIR), imageCache, "dir");
}
