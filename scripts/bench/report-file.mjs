// @ts-check
// bench/report.md has six parts: the full bench's tables (`npm run bench`), the site search's
// time to results (`npm run bench`, or alone `npm run bench -- --search`), the site at scale
// (`npm run bench -- --scale`), the creator directory at scale (`npm run bench --
// --directory-scale`), its routes (`npm run bench -- --directory-routes`), and, last, the
// deferral's side-by-side section (`npm run bench -- --compare-deferral`). Each run replaces its own parts and keeps the others', and this module
// is the only writer of the file.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../shared/project.mjs";

export const REPORT_FILE = join(ROOT, "bench/report.md");
/** The heading the search's section starts with; it runs to the next section or the end. */
export const SEARCH_HEADING = "## The site search's time to results";
/** The heading the scale section starts with; it runs to the next section or the end. */
export const SCALE_HEADING = "## The site at scale";
/** The heading the directory's scale section starts with; it runs to the next section or the end. */
export const DIRECTORY_SCALE_HEADING = "## The creator directory at scale";
/** The heading the directory's routes start with; it runs to the next section or the end. */
export const DIRECTORY_ROUTES_HEADING = "## The directory's routes";
/** The heading the deferral's section starts with; it runs to the end of the file. */
export const DEFERRAL_HEADING = "## The deferral, side by side";

/**
 * @typedef {{ bench?: string, search?: string, scale?: string, directoryScale?: string,
 *   directoryRoutes?: string, deferral?: string }} ReportParts
 */

/** The sections after the bench's tables, by the heading each starts with, in the file's order. */
const SECTIONS = /** @type {const} */ ([
  ["search", SEARCH_HEADING],
  ["scale", SCALE_HEADING],
  ["directoryScale", DIRECTORY_SCALE_HEADING],
  ["directoryRoutes", DIRECTORY_ROUTES_HEADING],
  ["deferral", DEFERRAL_HEADING],
]);

/**
 * The report's parts; each is absent where the file has none.
 * @param {string} text
 * @returns {ReportParts}
 */
export function splitReport(text) {
  const lines = text.split("\n");
  const starts = SECTIONS.map(([name, heading]) => ({ name, at: lines.indexOf(heading) }))
    .filter((section) => section.at !== -1)
    .sort((a, b) => a.at - b.at);
  /** @type {ReportParts} */
  const parts = {};
  const bench = lines.slice(0, starts[0]?.at ?? lines.length).join("\n");
  if (bench.trim()) parts.bench = bench;
  starts.forEach(({ name, at }, index) => {
    parts[name] = lines.slice(at, starts[index + 1]?.at ?? lines.length).join("\n");
  });
  return parts;
}

/**
 * The report with the parts given replaced, and the others as they were in `text`.
 * @param {string} text the report as it is ("" if there is none)
 * @param {ReportParts} parts
 */
export function mergeReport(text, parts) {
  const old = splitReport(text);
  const kept = /** @type {const} */ (["bench", ...SECTIONS.map(([name]) => name)])
    .map((name) => parts[name] ?? old[name])
    .filter((part) => part !== undefined);
  return `${kept.map((part) => part.trim()).join("\n\n")}\n`;
}

/**
 * Writes the parts given into bench/report.md, keeping the others.
 * @param {ReportParts} parts
 */
export function writeReport(parts, file = REPORT_FILE) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  writeFileSync(file, mergeReport(text, parts));
}
