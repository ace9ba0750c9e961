/**
 * Post and case-study bodies are GitHub-flavoured Markdown and nothing more: data, never code.
 * Editors write them in the CMS, so a body must not be able to run anything, at build time or in
 * a visitor's browser. They are parsed as Markdown (remark, GFM), never as MDX, so `import`,
 * `export` and `{expression}` are plain text that no one evaluates. What Markdown itself would
 * let through is refused here with the file and the line, so the build (and the CI run on the
 * CMS's pull request) fails at once: raw HTML of any kind, any image, inline or by reference (a
 * cover is the one place for one), and links, link definitions and autolinks whose URL could run
 * a script or smuggle content (javascript:, data:, vbscript:, any scheme but the few below).
 * This is the deny-list; the HTML a body renders as then passes an allow-list too
 * (body-allow-list.ts), for anything a refusal here would miss.
 */
import type { Root as HastRoot } from "hast";
import type { Nodes as MdastNodes, Root as MdastRoot } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { ContentError } from "./content-error";

/** The schemes a link in a body may use; a path on this site (no scheme) is always fine. */
export const LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/**
 * Markdown to HTML syntax trees. remark-rehype leaves raw HTML out unless told to keep it
 * (allowDangerousHtml), which it is not; checkedMarkdown refuses it before that anyway.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).freeze();

/** The Markdown syntax tree of a body, with GFM (tables, strikethrough, autolinks, footnotes). */
export function parseMarkdown(body: string): MdastRoot {
  return processor.parse(body);
}

/**
 * A URL as the browser reads it: it drops ASCII tabs and line breaks anywhere and leading
 * control characters and spaces, so `java\tscript:` is still javascript:.
 */
const asBrowserReads = (url: string) => url.replace(/[\t\n\r]/g, "").replace(/^[\x00-\x20]+/, "");

/** The URL's scheme as written, once read as a browser reads it, or undefined for a path. */
const writtenScheme = (url: string) => /^([^/?#]*?):/.exec(asBrowserReads(url))?.[1];

/** The URL's scheme, lowercased, or undefined for a relative URL (a path, `#…`, `?…`). */
export function urlScheme(url: string): string | undefined {
  return writtenScheme(url)?.toLowerCase();
}

/**
 * Why no image, inline (`![x](url)`) or by reference (`![x][p]` with `[p]: url`), can be in a
 * body. Nothing a body could point at is served: uploads ship only as a cover's sized copies. And
 * a remote image would load for every visitor before consent, from any host img-src allows
 * (Google Analytics' when Analytics is configured).
 */
const noImage = (written: string) =>
  `a body cannot hold images; an uploaded image goes in the cover field, not "${clip(written)}"`;

/** Why this link's URL cannot be in a body, or undefined if it can. */
function refusedLinkUrl(url: string): string | undefined {
  const written = writtenScheme(url);
  if (written === undefined) return undefined;
  const scheme = written.toLowerCase();
  if (!(LINK_SCHEMES as readonly string[]).includes(scheme)) {
    return `a link may use ${LINK_SCHEMES.join(", ")} or a path on this site, not "${scheme}:" ("${clip(url)}")`;
  }
  // The allow-list after the loader (body-allow-list.ts) matches schemes exactly as written,
  // and would drop the link's address without a word.
  if (written !== scheme || asBrowserReads(url) !== url) {
    return `write the link's address from "${scheme}:", in lower case, with no space before it ("${clip(url)}")`;
  }
  return undefined;
}

const clip = (text: string, length = 60) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** The first thing in a body that cannot be published, with its line in the body (from 1). */
export type BodyProblem = { line: number; message: string };

/** Every construct of a body that could run or load something it should not, in body order. */
export function bodyProblems(tree: MdastRoot): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const visit = (node: MdastNodes) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === "html") {
      problems.push({
        line,
        message:
          `raw HTML is not allowed in a body ("${clip(node.value.trim())}"): ` +
          "write it in Markdown, or ask a developer for a component",
      });
    } else if (node.type === "link" || node.type === "definition") {
      // Definitions are checked whether or not a link uses them; GFM's footnote definitions
      // hold links like any paragraph, and its bare-URL autolinks are link nodes too.
      const why = refusedLinkUrl(node.url);
      if (why) problems.push({ line, message: why });
    } else if (node.type === "image") {
      problems.push({ line, message: noImage(node.url) });
    } else if (node.type === "imageReference") {
      problems.push({ line, message: noImage(`![${node.alt ?? ""}][${node.label ?? ""}]`) });
    }
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return problems;
}

/**
 * Parses a body and refuses what it must not hold, naming the file and the line.
 * `firstLine` is the body's first line in the file (after the front matter).
 */
export function checkedMarkdown(file: string, body: string, firstLine = 1): MdastRoot {
  const tree = parseMarkdown(body);
  const [problem] = bodyProblems(tree);
  if (problem) throw new ContentError(file, problem.message, problem.line + firstLine - 1);
  return tree;
}

/** The HTML syntax tree of a checked body, before the allow-list (sanitizeBody) keeps it narrow. */
export function markdownToHast(tree: MdastRoot): HastRoot {
  return processor.runSync(tree);
}
