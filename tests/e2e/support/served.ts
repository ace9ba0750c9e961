import { HOSTING_URL } from "../../../scripts/shared/project.mjs";
import { readPage } from "../../../scripts/build/page-markup.mjs";

/** A file as the test server sent it. Header names are lower case, as Playwright gives them. */
export type Served = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
};

const files = new Map<string, Promise<Served>>();
const parsed = new Map<string, Promise<ReturnType<typeof readPage>>>();

/**
 * The file at `path` on the site the tests serve, fetched once per test worker with Node's own
 * `fetch`. The tests that read every page as served (its head, its links, its scripts, its
 * headers) share one copy per worker, where each used to fetch all of them again. And a fetch
 * is no Playwright step: a test's steps are scanned again at each new one, so thousands of
 * requests cost time that grows with their square (docs/testing.md, "Where the time goes").
 * The export does not change while these tests run: the one test that rebuilds it runs once
 * every desktop and mobile test has finished, in a worker of its own (playwright.config.ts).
 */
export function served(path: string): Promise<Served> {
  let file = files.get(path);
  if (!file) {
    file = fetch(new URL(path, HOSTING_URL)).then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body,
        text: body.toString("utf8"),
      };
    });
    files.set(path, file);
  }
  return file;
}

/** The elements of the page at `path`, read as a browser parses it (page-markup.mjs), once. */
export function servedElements(path: string) {
  let page = parsed.get(path);
  if (!page) {
    page = served(path).then(({ text }) => readPage(text));
    parsed.set(path, page);
  }
  return page;
}
