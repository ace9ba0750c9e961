// @ts-check
// The step after `next build` (npm run build; the bench runs it on its floor page too):
// `node scripts/build/postbuild.mjs [project dir]` moves the CMS admin into <dir>/out-cms
// (scripts/build/cms-admin.mjs) with its landing page preview (scripts/build/cms-preview.mjs), gives the 404 page the font preload Next leaves out
// (scripts/build/not-found-font.mjs), removes the payload copies nothing requests
// (scripts/build/unrequested-payloads.mjs) and the source copies the bundler leaves
// (scripts/build/source-copies.mjs), rewrites <dir>/out (scripts/build/postprocess-export.mjs),
// then indexes the finished pages for the site search (scripts/build/search-index.mjs) and gives
// the search pages the preloads of their first query (scripts/build/search-preloads.mjs).
// Reads the same .env files as `next build` of that project, for the origins the policy allows.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";
import { assembleCmsExport, CMS_EXPORT_DIR, writeSaveCheck } from "./cms-admin.mjs";
import { writePreview } from "./cms-preview.mjs";
import { remoteSources } from "./csp.mjs";
import { preloadNotFoundFont } from "./not-found-font.mjs";
import { checkNextConfig, defersScripts, postprocessExport } from "./postprocess-export.mjs";
import { buildSearchIndex, SEARCH_INDEX_DIR } from "./search-index.mjs";
import { preloadSearchFiles } from "./search-preloads.mjs";
import { removeSourceCopies } from "./source-copies.mjs";
import { removeUnrequestedPayloads } from "./unrequested-payloads.mjs";
import { PORTS, ROOT } from "../shared/project.mjs";

const project = resolve(process.argv[2] ?? ROOT);
nextEnv.loadEnvConfig(project);
const config = (await import(pathToFileURL(join(project, "next.config.mjs")).href)).default;
checkNextConfig(config);
const remote = remoteSources(process.env, PORTS);
const defer = defersScripts(process.env);
// The site has the CMS admin (src/app/cms/), which leaves out/ for its own export first; the
// bench's floor page has none.
const hasAdmin = existsSync(join(project, "src/app/cms"));
const admin = hasAdmin ? assembleCmsExport(project) : undefined;
if (admin) await writeSaveCheck(admin.dir);
const preview = admin ? await writePreview(project, admin.dir) : undefined;
preloadNotFoundFont(join(project, "out"));
/** Each step's seconds, printed at the end: which one a larger site makes slow. */
const seconds = /** @type {string[]} */ ([]);
/**
 * @template Result
 * @param {string} step
 * @param {() => Result} work
 * @returns {Promise<Awaited<Result>>}
 */
const timed = async (step, work) => {
  const started = performance.now();
  const result = await work();
  seconds.push(`${step} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};
const unrequested = await timed("payloads", () => removeUnrequestedPayloads(join(project, "out")));
const sources = removeSourceCopies(join(project, "out"));
const { pages, chunks } = await timed("pages", () =>
  postprocessExport(join(project, "out"), remote, { defer }),
);
const search = await timed("search index", () => buildSearchIndex(join(project, "out")));
const searchPages = await timed("search preloads", () =>
  search.pages > 0 ? preloadSearchFiles(join(project, "out")) : [],
);
console.log(
  `Post-build: ${pages} pages load their ${chunks} first-load chunks ` +
    `${defer ? "after the first paint" : "from <head> (GIGLOOM_DEFER_SCRIPTS=off)"}, ` +
    `compiled eagerly; CSP connect-src ${remote.connect.join(" ")}` +
    `; ${unrequested.files} unrequested payload copies removed (${Math.round(unrequested.bytes / 1000)} KB)` +
    `; ${sources.length} source copies removed` +
    (admin
      ? `; the CMS admin in ${CMS_EXPORT_DIR}/, with ${admin.bundleFiles} bundle files and ${admin.uploads} uploads` +
        (preview ? `, its preview drawn from ${preview.files} content files` : "")
      : "") +
    (search.pages > 0
      ? `; the search index in ${SEARCH_INDEX_DIR}/, ${search.pages} pages in ${search.languages.join(" and ")}, ` +
        `its engine preloaded by the ${searchPages.length} search pages`
      : "") +
    ` (${seconds.join(", ")}).`,
);
