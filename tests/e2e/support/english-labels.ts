import { siteConfig } from "@/config/site";
import { MESSAGES } from "@/i18n/messages";
import { enterprise, plans } from "@/lib/content/price-list";

/** Names that are the same in every language: the product's and its plans'. */
const PRODUCT_NAMES = [siteConfig.name, ...plans.map((plan) => plan.name), enterprise.name];

/** Shorter words than this are too likely to be part of any text to count as a label. */
const MIN_LENGTH = 4;

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue, by its dotted key. */
function flatten(messages: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

/**
 * The words of a message as a page shows them: markup tags (`<link>…</link>`) dropped, and the
 * text split where an ICU argument (`{year}`, `{count, plural, …}`) stands, since the page shows
 * a value there; only text outside every argument is kept.
 */
function literalParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of message.replace(/<\/?\w+>/g, "")) {
    if (char === "{") {
      if (depth === 0) parts.push(current);
      current = depth === 0 ? "" : current;
      depth += 1;
    } else if (char === "}") {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.replace(/\s+/g, " ").trim());
}

/** Whether `text` still reads as words once the product names are taken out. */
const hasOwnWords = (text: string) =>
  PRODUCT_NAMES.reduce((rest, name) => rest.split(name).join(""), text).replace(/[^\p{L}]/gu, "")
    .length >= MIN_LENGTH;

export type EnglishLabel = { key: string; text: string };

/**
 * The English catalogue's labels a Spanish page must not show: each message's text (messages/
 * en.json), but those Spanish uses too (any value of messages/es.json, such as "Blog"), those
 * shorter than four characters, and product names.
 */
export function englishLabels(): EnglishLabel[] {
  const spanish = new Set(flatten(MESSAGES.es).map(([, value]) => value));
  return flatten(MESSAGES.en)
    .filter(([, value]) => !spanish.has(value))
    .flatMap(([key, value]) =>
      literalParts(value)
        .filter((text) => text.length >= MIN_LENGTH && !spanish.has(text) && hasOwnWords(text))
        .map((text) => ({ key, text })),
    );
}

/**
 * In the page: every text a visitor reads or hears there: the text of the body (hidden parts
 * too, such as the closed menu and the signed-in labels), the aria-label, alt, title and
 * placeholder attributes, the document's title and description. What sits inside an element
 * marked as another language (`lang`, such as the language switch's "English") is left out.
 */
export function pageTexts(lang: string): string[] {
  const inLanguage = (element: Element | null) =>
    (element?.closest("[lang]")?.getAttribute("lang") ?? "").split("-")[0] === lang;
  const texts: string[] = [document.title];
  const description = document.querySelector('meta[name="description"]');
  if (description) texts.push(description.getAttribute("content") ?? "");

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const body: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template") || !inLanguage(parent)) {
      continue;
    }
    body.push(node.textContent ?? "");
  }
  texts.push(body.join(" "));

  for (const element of document.body.querySelectorAll(
    "[aria-label], [alt], [title], [placeholder]",
  )) {
    if (!inLanguage(element)) continue;
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.map((text) => text.replace(/\s+/g, " ").trim());
}

/**
 * The labels found in `texts`, each as a whole phrase: "Contact" is not found in "Contacto".
 */
export function labelsIn(
  texts: readonly string[],
  labels: readonly EnglishLabel[],
): EnglishLabel[] {
  return labels.filter(({ text }) => {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const phrase = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
    return texts.some((each) => phrase.test(each));
  });
}
