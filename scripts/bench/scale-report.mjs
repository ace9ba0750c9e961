// @ts-check
// The scale section of bench/report.md (scripts/bench/bench-scale.mjs measures): the build of a
// copy of the project with N generated posts, N = 0 first, and what each added post costs.
import { SCALE_HEADING } from "./report-file.mjs";

/**
 * @typedef {{ images: number, next: number, postbuild: number }} BuildSeconds
 * @typedef {{
 *   bytes: number, htmlPages: number, largest: { path: string, bytes: number },
 *   blogBytes: number, feedBytes: number, sitemapBytes: number,
 * }} ExportFacts
 * @typedef {{ posts: number, build: BuildSeconds, out: ExportFacts, rebuild: BuildSeconds }} ScaleRow
 */

/** @param {BuildSeconds} build */
export const totalSeconds = (build) => build.images + build.next + build.postbuild;

export const mb = (/** @type {number} */ bytes) => (bytes / 1_000_000).toFixed(1);
export const kb = (/** @type {number} */ bytes) => (bytes / 1_000).toFixed(1);
export const s = (/** @type {number} */ seconds) => seconds.toFixed(0);

/**
 * What each item `row` has more than `base` costs: build seconds and export kilobytes per item;
 * undefined when it has none more.
 * @param {{ build: BuildSeconds, out: { bytes: number } }} base
 * @param {{ build: BuildSeconds, out: { bytes: number } }} row
 * @param {number} added how many items `row` has more
 */
export function costPerAdded(base, row, added) {
  if (added <= 0) return undefined;
  return {
    seconds: (totalSeconds(row.build) - totalSeconds(base.build)) / added,
    kilobytes: (row.out.bytes - base.out.bytes) / 1_000 / added,
  };
}

/**
 * What one more post costs between the first row (the site as it is) and `row`.
 * @param {ScaleRow} base
 * @param {ScaleRow} row
 */
export const costPerPost = (base, row) => costPerAdded(base, row, row.posts - base.posts);

/**
 * The section: one line per size, the first (0 generated posts) the base of the costs.
 * @param {ScaleRow[]} rows
 * @param {{ host: string }} context
 */
export function scaleReport(rows, { host }) {
  const [base] = rows;
  const lines = rows.map((row) => {
    const cost = base ? costPerPost(base, row) : undefined;
    return [
      row.posts,
      `${s(totalSeconds(row.build))} (${s(row.build.images)} + ${s(row.build.next)} + ${s(row.build.postbuild)})`,
      mb(row.out.bytes),
      row.out.htmlPages,
      `${row.out.largest.path} ${kb(row.out.largest.bytes)}`,
      kb(row.out.blogBytes),
      kb(row.out.feedBytes),
      kb(row.out.sitemapBytes),
      cost ? `${cost.seconds.toFixed(2)} s, ${cost.kilobytes.toFixed(0)} KB` : "(base)",
      s(totalSeconds(row.rebuild)),
    ].join(" | ");
  });
  return [
    SCALE_HEADING,
    "",
    `A copy of the project with N posts added (copies of the real English ones, each with its own slug and date: scripts/bench/scale-posts.mjs), built as \`npm run build\` builds, from a cold Next.js cache (the uploads' sizes from the project's image cache, as \`npm start\` uses it); then one post edited and the same copy built again with its caches, its types not checked again, as \`npm start\` rebuilds after a save (publish to visible). ${host}`,
    "",
    "| posts added | build s (images + next + post-build) | export MB | HTML pages | largest page (KB) | /blog KB | feed KB | sitemap index KB | cost per added post | rebuild after one edit s |",
    "| ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |",
    ...lines.map((line) => `| ${line} |`),
    "",
  ].join("\n");
}
