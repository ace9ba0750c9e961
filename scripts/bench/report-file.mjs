// @ts-check
// bench/report.md has two parts written by two runs: the full bench's tables (`npm run bench`)
// and, last, the deferral's side-by-side section (`npm run bench -- --compare-deferral`). Each
// run replaces its own part and keeps the other's, and this module is the only writer of the file.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../shared/project.mjs";

export const REPORT_FILE = join(ROOT, "bench/report.md");
/** The heading the deferral's section starts with; it runs to the end of the file. */
export const DEFERRAL_HEADING = "## The deferral, side by side";

/**
 * The report's two parts; either is undefined where the file has none.
 * @param {string} text
 * @returns {{ bench?: string, deferral?: string }}
 */
export function splitReport(text) {
  const at = text.split("\n").indexOf(DEFERRAL_HEADING);
  if (at === -1) return { bench: text.trim() ? text : undefined };
  const lines = text.split("\n");
  const bench = lines.slice(0, at).join("\n");
  return { bench: bench.trim() ? bench : undefined, deferral: lines.slice(at).join("\n") };
}

/**
 * The report with the parts given replaced, and the others as they were in `text`.
 * @param {string} text the report as it is ("" if there is none)
 * @param {{ bench?: string, deferral?: string }} parts
 */
export function mergeReport(text, parts) {
  const old = splitReport(text);
  const bench = parts.bench ?? old.bench;
  const deferral = parts.deferral ?? old.deferral;
  const kept = [bench, deferral].filter((part) => part !== undefined);
  return `${kept.map((part) => part.trim()).join("\n\n")}\n`;
}

/**
 * Writes the parts given into bench/report.md, keeping the others.
 * @param {{ bench?: string, deferral?: string }} parts
 */
export function writeReport(parts, file = REPORT_FILE) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  writeFileSync(file, mergeReport(text, parts));
}
