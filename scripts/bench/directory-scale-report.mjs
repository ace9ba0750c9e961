// @ts-check
// The directory's scale section of bench/report.md (scripts/bench/bench-directory-scale.mjs
// measures): the build of a copy of the project from a directory of N profiles.
import { DIRECTORY_SCALE_HEADING } from "./report-file.mjs";
import { costPerAdded, kb, mb, s, totalSeconds } from "./scale-report.mjs";

/**
 * @typedef {{
 *   bytes: number, htmlPages: number, creatorPages: number,
 *   largest: { path: string, bytes: number }, directoryBytes: number,
 * }} DirectoryExportFacts
 * @typedef {{ profiles: number, listed: number,
 *   build: import("./scale-report.mjs").BuildSeconds, out: DirectoryExportFacts }} DirectoryScaleRow
 */

/**
 * What one more listed creator costs between the first row and `row`.
 * @param {DirectoryScaleRow} base
 * @param {DirectoryScaleRow} row
 */
export const costPerCreator = (base, row) => costPerAdded(base, row, row.listed - base.listed);

/**
 * @param {DirectoryScaleRow[]} rows
 * @param {{ host: string }} context
 */
export function directoryScaleReport(rows, { host }) {
  const [base] = rows;
  const lines = rows.map((row) => {
    const cost = base ? costPerCreator(base, row) : undefined;
    return [
      `${row.profiles} (${row.listed} listed)`,
      `${s(totalSeconds(row.build))} (${s(row.build.images)} + ${s(row.build.next)} + ${s(row.build.postbuild)})`,
      mb(row.out.bytes),
      row.out.htmlPages,
      row.out.creatorPages,
      `${row.out.largest.path} ${kb(row.out.largest.bytes)}`,
      kb(row.out.directoryBytes),
      cost ? `${cost.seconds.toFixed(3)} s, ${cost.kilobytes.toFixed(0)} KB` : "(base)",
    ].join(" | ");
  });
  return [
    DIRECTORY_SCALE_HEADING,
    "",
    `A copy of the project built from a snapshot of \`directory\` holding the demo generator's first N profiles as the publishing function publishes them (the listed ones), with their photos (8 in 9 have one, and each makes 6 portrait files; the image cache is cold for every creator not built before), as \`npm run deploy\` builds from production's (scripts/bench/bench-directory-scale.mjs), from a cold Next.js cache. Every listed creator has a page in each language; the directory's own page stays 24 cards. ${host}`,
    "",
    "| profiles | build s (images + next + post-build) | export MB | HTML pages | creator pages | largest page (KB) | /directory KB | cost per listed creator |",
    "| ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |",
    ...lines.map((line) => `| ${line} |`),
    "",
  ].join("\n");
}
