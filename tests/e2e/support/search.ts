import type { Locator, Page } from "@playwright/test";
import type { Locale } from "@/config/locale";
import { MESSAGES } from "@/i18n/messages";
import { COUNT_LINE } from "@/lib/search/count-line.mjs";

/** The search page's words in `locale`, as the messages file has them. */
export const searchWords = (locale: Locale) => MESSAGES[locale].search;

/** The search page's parts, found as a visitor finds them. */
export function searchPage(page: Page, locale: Locale) {
  const words = searchWords(locale);
  const results = page.getByRole("region", { name: words.results });
  return {
    box: page.getByRole("searchbox", { name: words.box }),
    status: results.getByRole("status"),
    results,
    /** The results' title links, in order. */
    links: results.getByRole("listitem").getByRole("heading").getByRole("link"),
    /** The filters' groups of checkboxes. */
    filters: page.locator("fieldset"),
    filterToggle: page.getByText(words.filters.title, { exact: true }),
  };
}

/** Every request under /pagefind/ the page makes from now on. */
export function watchPagefind(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) urls.push(request.url());
  });
  return urls;
}

/**
 * The results a page shows, as a visitor's browser has them: the count line and the list, each
 * element with its name, its attributes in order of name, and its text, whichever code drew them.
 */
export function drawnResults(results: Locator): Promise<string> {
  return results.evaluate((section, countLine) => {
    const drawn = (node: Node): string => {
      if (!(node instanceof Element)) return node.textContent ?? "";
      const attributes = [...node.attributes]
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort();
      return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(drawn).join("")}</>`;
    };
    const shown = [...section.querySelectorAll(`[${countLine}], ol`)].filter((element) =>
      element.checkVisibility(),
    );
    return shown.map(drawn).join("\n");
  }, COUNT_LINE);
}
