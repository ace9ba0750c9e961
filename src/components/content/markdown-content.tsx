import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentPropsWithoutRef } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { localeFacts, type Locale } from "@/config/locale";
import { isSitePath } from "@/config/site";
import { localeOfPath } from "@/i18n/counterparts";
import { AnyLink } from "@/components/ui/any-link";
import { sanitizeBody } from "@/lib/content/body-allow-list";
import { checkedMarkdown, markdownToHast } from "@/lib/content/markdown";
import type { MarkdownBody } from "@/lib/content/parse-file";

/**
 * Links to this site's pages navigate client-side; others are plain links. A link to a page in
 * another language than the body's (a translation pointing at a page only English has, which
 * its text marks "(en inglés)") says that language in hreflang.
 */
function linkIn(locale: Locale) {
  return function MarkdownLink({ href = "", ...props }: ComponentPropsWithoutRef<"a">) {
    const target = isSitePath(href) ? localeOfPath(href) : locale;
    const hrefLang = target === locale ? undefined : localeFacts[target].lang;
    return <AnyLink href={href} hrefLang={hrefLang} {...props} />;
  };
}

/**
 * Renders a post's or case study's Markdown body at build time (a Server Component: no Markdown
 * code reaches the browser). The body is data: GFM Markdown, never MDX, so nothing in it is
 * evaluated, and raw HTML, an image or a script URL fails the build naming the file and the line
 * (lib/content/markdown.ts; the loader has refused them already). What it renders is then kept to
 * an allow-list of elements, attributes and link schemes (lib/content/body-allow-list.ts).
 * `locale` is the body's language.
 */
export function MarkdownContent({ entry, locale }: { entry: MarkdownBody; locale: Locale }) {
  const tree = sanitizeBody(
    markdownToHast(checkedMarkdown(entry.file, entry.body, entry.bodyLine)),
  );
  const components = { a: linkIn(locale) };
  // No keys: the children are static (jsxs), and keys would only add bytes to the page data.
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passKeys: false });
}
