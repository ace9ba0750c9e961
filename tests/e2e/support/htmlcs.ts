import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

/** HTML_CodeSniffer's own build: the engine pa11y runs, with every standard bundled. */
const HTMLCS_BUILD = readFileSync(
  fileURLToPath(new URL("../../../node_modules/html_codesniffer/build/HTMLCS.js", import.meta.url)),
  "utf8",
);

type Message = { type: number; code: string; msg: string; element: Element };
type HtmlcsWindow = Window & {
  HTMLCS: {
    process: (
      standard: string,
      root: Document,
      done: () => void,
      failed: () => void,
      language: string,
    ) => void;
    getMessages: () => Message[];
  };
};

/**
 * The page's HTML_CodeSniffer errors under WCAG 2 AA, one line each: the code and the element.
 * A second engine beside axe, run as pa11y runs it: its errors (type 1) only, since its warnings
 * and notices ask a person to check. The build goes in through `evaluate`, which runs in the
 * page's own world from outside it: the page's CSP, which allows no inline script, does not
 * apply. Its one misreading of this site is left out (see `otherGroupsOnly`).
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(HTMLCS_BUILD);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const { HTMLCS } = window as unknown as HtmlcsWindow;
        const ERROR = 1;
        /**
         * HTML_CodeSniffer reads a table's headers without its row groups: a `scope="rowgroup"`
         * header as wide as the table counts as a column header of every cell below it, in every
         * group. A cell that names its own group's header, as HTML's table model has it (the
         * pricing table's, technique H43), is then told it lacks every later group's. Such a
         * message is dropped only when those headers are all it says are missing.
         */
        const otherGroupsOnly = ({ code, msg, element }: Message) => {
          const [, expected, found] = /Expected "([^"]*)" but found "([^"]*)"/.exec(msg) ?? [];
          if (!code.endsWith("H43.IncorrectAttr") || expected === undefined) return false;
          const named = new Set(found!.split(" "));
          const wanted = new Set(expected.split(" "));
          const ownGroup = element.closest("tbody");
          return (
            [...named].every((id) => wanted.has(id)) &&
            [...wanted]
              .filter((id) => !named.has(id))
              .every((id) => {
                const header = document.getElementById(id);
                const otherGroup = header?.closest("tbody") !== ownGroup;
                return header?.getAttribute("scope") === "rowgroup" && otherGroup;
              })
          );
        };
        HTMLCS.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              HTMLCS.getMessages()
                .filter((message) => message.type === ERROR && !otherGroupsOnly(message))
                .map(({ code, element }) => {
                  const id = element.id ? `#${element.id}` : "";
                  return `${code} (${element.nodeName.toLowerCase()}${id})`;
                }),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run")),
          // Its messages in English, which otherGroupsOnly reads.
          "en",
        );
      }),
  );
}
