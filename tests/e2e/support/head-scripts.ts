import { execFileSync } from "node:child_process";
import { readPage } from "../../../scripts/build/page-markup.mjs";

/**
 * The texts of the <head> scripts as Node makes them from src/lib/head-scripts.mjs, as
 * next.config.mjs and the post-build step do. Not imported here: Playwright's own loader
 * rewrites the functions they are made from (`(event) =>` as `event =>`).
 */
export function headScriptTexts(): string[] {
  const print =
    'const { HEAD_SCRIPT_TEXTS } = await import("./src/lib/head-scripts.mjs");' +
    "process.stdout.write(JSON.stringify(HEAD_SCRIPT_TEXTS));";
  const json = execFileSync(process.execPath, ["--input-type=module", "--eval", print], {
    encoding: "utf8",
  });
  return JSON.parse(json) as string[];
}

/** The texts of a page's classic inline scripts in <head>, in order. */
export function inlineHeadScripts(html: string): string[] {
  const headEnd = html.indexOf("</head>");
  return readPage(html)
    .scripts.filter(
      ({ attributes, range }) =>
        range.start < headEnd && !("src" in attributes) && !("type" in attributes),
    )
    .map(({ text }) => text);
}
