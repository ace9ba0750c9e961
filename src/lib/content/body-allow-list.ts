/**
 * The HTML a post's or case study's body may render as: exactly what remark-rehype makes of the
 * GFM Markdown the loader accepts (markdown.ts), and nothing else. The loader's refusals are a
 * deny-list; this is the allow-list after them, so a construct a refusal misses (a new Markdown
 * extension, a parser quirk) renders as its words, never as an image, a script or a handler.
 * hast-util-sanitize fills any key left out from GitHub's broader default, so every key is set.
 */
import type { Root as HastRoot } from "hast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import { LINK_SCHEMES } from "./markdown";

export const BODY_ALLOW_LIST: SanitizeSchema = {
  tagNames: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "blockquote", "hr", "br"],
    ...["ul", "ol", "li", "a", "em", "strong", "del", "code", "pre"],
    // GFM tables.
    ...["table", "thead", "tbody", "tr", "th", "td"],
    // GFM task lists (`- [ ] item`) render a checkbox.
    "input",
    // GFM footnotes: `<sup>` holds the reference, `<section>` the notes at the end.
    ...["sup", "section"],
  ],
  attributes: {
    a: [
      "href",
      "title",
      // A footnote reference is the target of its note's back link, and is described by the
      // notes' heading; the back link's label says where it goes ("Back to reference 1").
      ["id", /^user-content-fnref-/],
      ["ariaDescribedBy", "footnote-label"],
      "ariaLabel",
    ],
    // A numbered list may start at any number (`3. Third`).
    ol: ["start"],
    // A footnote is the target of its reference.
    li: [["id", /^user-content-fn-/]],
    // The footnotes' heading is for screen readers (the Tailwind utility hides it) and describes
    // each reference.
    h2: [
      ["className", "sr-only"],
      ["id", "footnote-label"],
    ],
    // A table column's alignment (`| :-: |`).
    th: [["align", "left", "center", "right"]],
    td: [["align", "left", "center", "right"]],
    input: [["type", "checkbox"], "checked", ["disabled", true]],
  },
  // Whatever its properties said, a task list's input stays a checkbox no one can tick.
  required: { input: { type: "checkbox", disabled: true } },
  // One rule for link schemes: the loader's. A path on this site (no scheme) always passes.
  protocols: { href: [...LINK_SCHEMES] },
  // Table parts outside a table would escape their context, as in GitHub's schema.
  ancestors: Object.fromEntries(
    ["thead", "tbody", "tr", "th", "td"].map((tag) => [tag, ["table"]]),
  ),
  // remark-rehype already prefixes the only ids a body has (footnotes') with `user-content-`,
  // and the patterns above keep them so; prefixing again would break the footnote links.
  clobber: [],
  clobberPrefix: "",
  // Any other element is unwrapped to its text, but a script's or style's text is code, not
  // words: it goes altogether.
  strip: ["script", "style"],
  allowComments: false,
  allowDoctypes: false,
};

const keepToAllowList = rehypeSanitize(BODY_ALLOW_LIST);

/** A body's HTML tree with only the elements, attributes and URL schemes above (a new tree). */
export function sanitizeBody(tree: HastRoot): HastRoot {
  return keepToAllowList(tree);
}
