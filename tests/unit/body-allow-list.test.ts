import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ElementContent, Properties, Root } from "hast";
import { describe, expect, it } from "vitest";
import { sanitizeBody } from "@/lib/content/body-allow-list";
import { splitFrontMatter } from "@/lib/content/front-matter";
import { checkedMarkdown, markdownToHast } from "@/lib/content/markdown";
import { renderBody } from "./support/render-body";

/**
 * A body's HTML passes an allow-list after the loader's refusals (issue #32, point 4): whatever
 * got past a refusal renders as words, and everything the site renders today passes unchanged.
 */
const el = (tagName: string, properties: Properties, children: ElementContent[] = []) =>
  ({ type: "element", tagName, properties, children }) as const;
const text = (value: string) => ({ type: "text", value }) as const;
const root = (...children: ElementContent[]): Root => ({ type: "root", children });

/** A tree as the page would render it: its positions say where it came from, not what it is. */
const shape = (tree: Root) =>
  JSON.parse(
    JSON.stringify(tree, (key, value: unknown) => (key === "position" ? undefined : value)),
  );

const sanitized = (tree: Root) => shape(sanitizeBody(tree));

describe("the body allow-list, should something get past the loader's refusals", () => {
  it("drops images, scripts, frames, styles, comments, handlers and style attributes", () => {
    const tree: Root = {
      type: "root",
      children: [
        el("p", {}, [
          el("img", { src: "https://tracker.example/p.gif", alt: "Pixel" }),
          el("script", {}, [text("alert(1)")]),
          el("a", { href: "javascript:alert(1)", onClick: "alert(1)", style: "color:red" }, [
            text("click"),
          ]),
          el("span", { style: "display:none", className: ["x"] }, [text(" words")]),
        ]),
        el("iframe", { src: "https://evil.example/" }),
        el("style", {}, [text("body{display:none}")]),
        { type: "comment", value: "hidden" },
      ],
    };
    expect(sanitized(tree)).toEqual(
      shape(root(el("p", {}, [el("a", {}, [text("click")]), text(" words")]))),
    );
  });

  it("lets a link use only the loader's schemes, however the browser would spell another", () => {
    const refused = ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)"];
    refused.push("data:text/html,x", "vbscript:msgbox(1)", "ftp://files.example/x");
    const allowed = ["https://www.ftc.gov/", "http://x.example", "mailto:hello@gigloom.com"];
    allowed.push("tel:+15550100", "/pricing", "#top", "notes/x", "/blog/a:b");
    for (const href of [...refused, ...allowed]) {
      const [link] = sanitizeBody(root(el("a", { href }, [text("x")]))).children;
      const kept = link?.type === "element" ? link.properties.href : undefined;
      expect(kept, href).toBe(allowed.includes(href) ? href : undefined);
    }
  });

  it("keeps ids and classes only as footnotes give them, so a body cannot clobber the page", () => {
    const tree = root(
      el("h2", { id: "__next", className: ["sr-only", "hidden"] }, [text("Notes")]),
      el("h2", { id: "footnote-label" }, [text("Footnotes")]),
      el("ol", { id: "main", className: ["x"] }, [
        el("li", { id: "user-content-fn-1" }, [text("a")]),
        el("li", { id: "content" }, [text("b")]),
      ]),
    );
    expect(sanitized(tree)).toEqual(
      shape(
        root(
          el("h2", { className: ["sr-only"] }, [text("Notes")]),
          el("h2", { id: "footnote-label" }, [text("Footnotes")]),
          el("ol", {}, [
            el("li", { id: "user-content-fn-1" }, [text("a")]),
            el("li", {}, [text("b")]),
          ]),
        ),
      ),
    );
  });

  it("keeps a task list's input a checkbox no one can tick, and table cells inside a table", () => {
    const input = el("input", { type: "text", name: "card", disabled: false, checked: true });
    const strayCell = el("td", { align: "left" }, [text("cell")]);
    expect(sanitized(root(input, strayCell))).toEqual(
      shape(root(el("input", { checked: true, type: "checkbox", disabled: true }), text("cell"))),
    );
  });
});

/** Every Markdown body of the site, English and Spanish, with the path the loader names. */
function contentBodies(directory = "content"): Array<{ file: string; body: string }> {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return contentBodies(path);
    if (!entry.name.endsWith(".md")) return [];
    const parts = splitFrontMatter(readFileSync(path, "utf8"));
    return parts ? [{ file: path, body: parts.body }] : [];
  });
}

describe("what the site renders today", () => {
  it("passes the allow-list unchanged, in every post and case study of every language", () => {
    const bodies = contentBodies();
    expect(bodies.filter(({ file }) => file.startsWith("content/es/")).length).toBeGreaterThan(0);
    expect(bodies.length).toBeGreaterThanOrEqual(12);
    for (const { file, body } of bodies) {
      const tree = markdownToHast(checkedMarkdown(file, body));
      expect(sanitized(tree), file).toEqual(shape(tree));
    }
  });

  it("keeps each GFM construct a body may use working: footnotes, task lists, tables, lists", () => {
    const body = [
      "A claim.[^1]  ",
      "Next line ~~old~~.",
      "",
      "3. Third",
      "",
      "- [x] Done",
      "",
      "| a | b |",
      "| :- | :-: |",
      "| 1 | 2 |",
      "",
      "```js",
      "let x",
      "```",
      "",
      "[^1]: The source, [FTC](https://www.ftc.gov/ 'Rules').",
    ].join("\n");
    const html = renderBody(body, "content/blog/x.md");
    const expected = [
      '<sup><a href="#user-content-fn-1" id="user-content-fnref-1" aria-describedby="footnote-label">1</a></sup><br/>',
      "Next line <del>old</del>.",
      '<ol start="3">',
      '<li><input type="checkbox" disabled="" checked=""/> Done</li>',
      '<th style="text-align:left">a</th><th style="text-align:center">b</th>',
      '<h2 class="sr-only" id="footnote-label">Footnotes</h2>',
      '<li id="user-content-fn-1">',
      '<a href="https://www.ftc.gov/" title="Rules">FTC</a>',
      '<a href="#user-content-fnref-1" aria-label="Back to reference 1">↩</a>',
    ];
    for (const part of expected) expect(html).toContain(part);
    // The allow-list is what renders: a fenced block's language class, which nothing on the site
    // uses, is not on it.
    expect(html).toContain("<pre><code>let x\n</code></pre>");
  });
});
