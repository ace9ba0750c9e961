// @ts-check
// `npm run bench -- --scale`: how the build grows with the blog. For each size N (BENCH_SCALE,
// "0,500,2000" by default) a copy of the project under tmp/ gets N generated posts
// (scale-posts.mjs), is built as `npm run build` builds, and its export measured; then one post
// is edited and the copy built again, as `npm start` rebuilds after a save. The section it
// writes to bench/report.md is scale-report.mjs's.
import { spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { cpus } from "node:os";
import { join, relative } from "node:path";
import { copyForBuild } from "../build/build-copy.mjs";
import { checkedTypes, typeInputsDigest } from "../local/checked-types.mjs";
import { ROOT } from "../shared/project.mjs";
import { writeReport } from "./report-file.mjs";
import { writeGeneratedPosts } from "./scale-posts.mjs";
import { scaleReport } from "./scale-report.mjs";

export const SCALE_FLAG = "--scale";
const DEFAULT_SIZES = "0,500,2000";

/** @param {string | undefined} list */
export const scaleSizes = (list) =>
  (list ?? DEFAULT_SIZES).split(",").map((size) => {
    const posts = Number(size.trim());
    if (!Number.isInteger(posts) || posts < 0) throw new Error(`Not a number of posts: ${size}`);
    return posts;
  });

/**
 * Runs the three build steps in `copy`, timed.
 * @param {string} copy
 * @param {Record<string, string>} [extraEnv] added to the build's environment
 * @returns {import("./scale-report.mjs").BuildSeconds}
 */
export function timedBuild(copy, extraEnv = {}) {
  rmSync(join(copy, "out"), { recursive: true, force: true });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extraEnv };
  const time = (/** @type {string} */ command, /** @type {string[]} */ args) => {
    const started = performance.now();
    const result = spawnSync(command, args, {
      cwd: copy,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${copy}`);
    return (performance.now() - started) / 1000;
  };
  return {
    images: time(process.execPath, [join(ROOT, "scripts/build/images.mjs"), copy]),
    next: time(join(ROOT, "node_modules/.bin/next"), ["build"]),
    postbuild: time(process.execPath, [join(ROOT, "scripts/build/postbuild.mjs"), copy]),
  };
}

/** @param {string} dir @returns {{ path: string, bytes: number }[]} */
export function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [{ path, bytes: statSync(path).size }];
  });
}

/**
 * @param {string} out
 * @returns {import("./scale-report.mjs").ExportFacts}
 */
function exportFacts(out) {
  const files = filesUnder(out);
  const html = files.filter((file) => file.path.endsWith(".html"));
  const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const size = (/** @type {string} */ name) => statSync(join(out, name)).size;
  return {
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    htmlPages: html.length,
    largest: { path: `/${relative(out, largest.path)}`, bytes: largest.bytes },
    blogBytes: size("blog.html"),
    feedBytes: size("blog/rss.xml"),
    sitemapBytes: size("sitemap.xml"),
  };
}

/**
 * Edits one post, as an editor's save would.
 * @param {string} copy
 */
function editOnePost(copy) {
  const blog = join(copy, "content/blog");
  const post = readdirSync(blog).find((name) => name.endsWith(".md"));
  if (!post) throw new Error(`No post to edit in ${blog}`);
  appendFileSync(join(blog, post), "\nOne more sentence, saved in the admin.\n");
}

export async function measureScale(sizes = scaleSizes(process.env.BENCH_SCALE)) {
  const rows = [];
  for (const posts of sizes) {
    const copy = join(ROOT, `tmp/scale-bench-${posts}`);
    rmSync(copy, { recursive: true, force: true });
    copyForBuild(ROOT, copy);
    writeGeneratedPosts(join(copy, "content"), posts);
    console.log(`Building with ${posts} posts added…`);
    const types = checkedTypes();
    const typeInputs = typeInputsDigest(copy);
    const build = timedBuild(copy);
    types.passed(typeInputs);
    const out = exportFacts(join(copy, "out"));
    console.log(`Rebuilding with ${posts} posts added, one edited…`);
    editOnePost(copy);
    // As `npm start` rebuilds: its types were checked by the first build (checked-types.mjs).
    const rebuild = timedBuild(copy, types.envFor(typeInputsDigest(copy)));
    rows.push({ posts, build, out, rebuild });
    rmSync(copy, { recursive: true, force: true });
  }
  const host = `Host: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}).`;
  const report = scaleReport(rows, { host });
  console.log(`\n${report}`);
  writeReport({ scale: report });
  console.log("Written to bench/report.md");
}
