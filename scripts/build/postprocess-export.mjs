// @ts-check
// The post-build rewrite of Next's static export, in one fixed order, the pages shared among
// the host's cores:
// 1. its first-load chunks are deferred until after the first paint (deferred-scripts.mjs), or,
//    where the deferral is off, their tags get the chunks' integrity (chunk-integrity.mjs);
// 2. those chunks get V8's compile hint (compile-hints.mjs);
// 3. every inline script must be Next's own or one the site declares, and no element may carry
//    an event-handler attribute or a javascript: URL (inline-script-rule.mjs);
//    the page gets its Content-Security-Policy with the hashes of those scripts (csp.mjs), and
//    the finished page is read again to check that each script the parser meets is allowed.
// The site's /admin/ (out/admin/, which sends editors to the CMS admin's origin) is no site page
// and is left alone (NOT_SITE_PAGES, html-files.mjs).
// Anything it does not recognise fails the build rather than leave a page half-done.
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { integrityEdits } from "./chunk-integrity.mjs";
import { withCompileHint } from "./compile-hints.mjs";
import { pagePolicy, policyEdits, scriptsMissingFromPolicy } from "./csp.mjs";
import { isChunkScript, planDeferral } from "./deferred-scripts.mjs";
import { exportedPages } from "./html-files.mjs";
import { checkInlineScripts, checkScriptAttributes } from "./inline-script-rule.mjs";
import { applyEdits, readPage } from "./page-markup.mjs";

/** @typedef {{ connect: string[], img: string[], frame: string[] }} RemoteSources */
/**
 * @typedef {{ defer?: boolean, declared?: readonly string[], chunkText?: (src: string) => string }}
 *   PostprocessOptions whether step 1 defers (defersScripts); the texts of the inline scripts
 *   the site's code declares (by default the <head> scripts', checkInlineScripts); and, where it
 *   does not defer, each chunk's text as served, by its URL, for its integrity
 */

/**
 * Step 1 is a trick against the framework's grain, so it must keep earning its place in
 * `npm run bench`: GIGLOOM_DEFER_SCRIPTS=off (which the bench passes on to its builds) skips
 * it, and the pages keep Next's own async scripts in <head>; their chunks still get the compile
 * hint, and the pages their policy, which then allows those tags by their integrity.
 * `npm run bench -- --compare-deferral` measures the site both ways in one run
 * (scripts/bench/bench-deferral.mjs).
 */
export const defersScripts = (/** @type {NodeJS.ProcessEnv} */ env) =>
  env.GIGLOOM_DEFER_SCRIPTS !== "off";

/**
 * Refuses a Next.js configuration whose output the steps would get wrong.
 * @param {Record<string, any>} config the project's next.config
 */
export function checkNextConfig(config) {
  if (config.output !== "export") throw new Error('next.config: output must be "export"');
  for (const option of ["basePath", "assetPrefix"]) {
    if (config[option]) {
      throw new Error(
        `next.config: ${option} is set; the post-build step serves chunks from /_next/static/ only`,
      );
    }
  }
  if (config.experimental?.sri) {
    throw new Error(
      "next.config: experimental.sri is set; the compile hints change chunks after they are hashed",
    );
  }
}

/**
 * A page whose chunks stay Next's tags: them, and the edits that give each its integrity.
 * @param {string} html
 * @param {PostprocessOptions["chunkText"]} chunkText
 */
function notDeferred(html, chunkText) {
  if (!chunkText) throw new Error("Without the deferral, the chunks' texts are needed");
  const page = readPage(html);
  const chunks = page.scripts.filter(isChunkScript).map((script) => script.attributes.src ?? "");
  return { chunks, edits: integrityEdits(page, chunkText) };
}

/**
 * One page through every step but the chunk files' own change.
 * @param {string} html
 * @param {RemoteSources} remote
 * @param {PostprocessOptions} [options]
 * @returns {{ html: string, chunks: string[] }}
 */
export function postprocessPage(html, remote, { defer = true, declared, chunkText } = {}) {
  const { chunks, edits } = defer ? planDeferral(readPage(html)) : notDeferred(html, chunkText);
  const deferred = applyEdits(html, edits);
  const page = readPage(deferred);
  checkInlineScripts(page.scripts, declared);
  checkScriptAttributes(page.elements);
  const finished = applyEdits(deferred, policyEdits(page, pagePolicy(page, remote)));

  const check = readPage(finished);
  if (check.policy === undefined) throw new Error("The page lost its policy");
  const blocked = scriptsMissingFromPolicy(check, check.policy);
  if (blocked.length > 0) {
    throw new Error(`A script's hash is missing from the policy: ${blocked[0]?.slice(0, 80)}`);
  }
  return { html: finished, chunks };
}

/**
 * Rewrites `files`, pages of the export in `outDir`, in place.
 * @param {string} outDir
 * @param {readonly string[]} files
 * @param {RemoteSources} remote
 * @param {Omit<PostprocessOptions, "chunkText">} [options] as for postprocessPage
 * @returns {Set<string>} the first-load chunks they load
 */
export function postprocessFiles(outDir, files, remote, options = {}) {
  const chunkText = (/** @type {string} */ src) =>
    withCompileHint(readFileSync(join(outDir, src), "utf8"));
  /** @type {Set<string>} */
  const chunks = new Set();
  for (const file of files) {
    try {
      const result = postprocessPage(readFileSync(file, "utf8"), remote, {
        ...options,
        chunkText,
      });
      writeFileSync(file, result.html);
      for (const chunk of result.chunks) chunks.add(chunk);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
  }
  return chunks;
}

/**
 * Pages a thread is given at the least: a thread takes tens of milliseconds to start, a page a
 * few to rewrite (three parses).
 */
export const PAGES_PER_THREAD = 40;

/**
 * `pages` dealt out to at most `cores` threads, each given PAGES_PER_THREAD pages or more.
 * @template Page
 * @param {readonly Page[]} pages
 * @param {number} cores
 * @returns {Page[][]}
 */
export function threadShares(pages, cores) {
  const threads = Math.max(1, Math.min(cores, Math.floor(pages.length / PAGES_PER_THREAD)));
  return Array.from({ length: threads }, (_, thread) =>
    pages.filter((_, index) => index % threads === thread),
  );
}

/**
 * `files` rewritten by postprocessFiles in a thread of its own (./postprocess-pages-worker.mjs).
 * @param {string} outDir
 * @param {readonly string[]} files
 * @param {RemoteSources} remote
 * @param {Omit<PostprocessOptions, "chunkText">} options
 * @returns {Promise<string[]>}
 */
function postprocessInThread(outDir, files, remote, options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./postprocess-pages-worker.mjs", import.meta.url), {
      workerData: { outDir, files, remote, options },
    });
    worker.once("message", (/** @type {{ chunks?: string[], error?: string }} */ answer) =>
      answer.chunks ? resolve(answer.chunks) : reject(new Error(answer.error)),
    );
    worker.once("error", reject);
    // A worker's last event: once it has answered, this rejection changes nothing.
    worker.once("exit", (code) => reject(new Error(`A post-build thread stopped (${code})`)));
  });
}

/**
 * Rewrites every page of the export in `outDir`, then hints every first-load chunk. The pages
 * are shared among the host's cores: at 5,000 creators the export has 11,000 pages, and one
 * thread took about 250 s over them (docs/directory.md, "Scale").
 * @param {string} outDir
 * @param {RemoteSources} remote
 * @param {Omit<PostprocessOptions, "chunkText">} [options] as for postprocessPage
 */
export async function postprocessExport(outDir, remote, options = {}) {
  const pages = exportedPages(outDir);
  // Every thread is waited for, a failed one too: the caller must not go on (or remove the
  // export) while another thread still writes its pages.
  const threads = await Promise.allSettled(
    threadShares(pages, availableParallelism()).map((files) =>
      postprocessInThread(outDir, files, remote, options),
    ),
  );
  const chunks = new Set();
  for (const thread of threads) {
    if (thread.status === "rejected") throw thread.reason;
    for (const chunk of thread.value) chunks.add(chunk);
  }
  for (const chunk of chunks) {
    const file = join(outDir, chunk);
    writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
  }
  return { pages: pages.length, chunks: chunks.size };
}
