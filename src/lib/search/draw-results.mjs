// @ts-check
// Plain JavaScript and self-contained: the search page's script before hydration carries this
// function's own text (./search-before-hydration.mjs), so it may use only its parameters and the
// browser's globals, and holds no comment.

/**
 * What drawResults is given after the search's own figures: how to draw, the same for every
 * search of the page.
 * @typedef {Parameters<typeof drawResults> extends [unknown, unknown, unknown, unknown, ...infer Rest] ? Rest : never} DrawingArguments
 */

/**
 * Draws the first results of a search into `container` as React draws them once the page has
 * hydrated (src/components/search/search-results.tsx, result-item.tsx, excerpt.tsx: the same
 * elements, attributes and `classes`): the count line, marked `countLine`, its sentence made from
 * the count messages and language tag in the container's data attributes, then the list; or, for
 * no result, the container's no-result hint. `found` are the data of the first of `total` results
 * for `words`. Text goes in as text: an excerpt's marks become <mark> elements (`excerptParts`).
 * @param {HTMLElement} container
 * @param {string} words
 * @param {number} total
 * @param {readonly import("./pagefind").ResultData[]} found
 * @param {Readonly<Record<keyof typeof import("./result-markup.mjs").RESULT_CLASSES, string>>} classes
 * @param {Readonly<{ width: number, height: number }>} imageSize
 * @param {string} countLine
 * @param {typeof import("./count-sentence.mjs").countSentence} countSentence
 * @param {typeof import("./excerpt-parts.mjs").excerptParts} excerptParts
 */
export function drawResults(
  container,
  words,
  total,
  found,
  classes,
  imageSize,
  countLine,
  countSentence,
  excerptParts,
) {
  const element = (tag = "p", className = "", text = "") => {
    const node = document.createElement(tag);
    node.className = className;
    node.textContent = text;
    return node;
  };
  const messages = JSON.parse(container.dataset.messages ?? "{}");
  const tag = container.dataset.tag ?? document.documentElement.lang;
  const line = element("p", classes.countLine, countSentence(messages, total, words, tag));
  line.setAttribute("aria-hidden", "true");
  line.setAttribute(countLine, "");
  if (total === 0) {
    container.replaceChildren(line, element("p", classes.noResults, container.dataset.noResults));
    return;
  }
  const list = element("ol", classes.list);
  found.forEach((result, index) => {
    const { title, kind, image, image_alt } = result.meta;
    const item = element("li", classes.item);
    const body = element("div", classes.body);
    if (kind) body.append(element("p", classes.kind, kind));
    const link = element("a", classes.link, title ?? result.url);
    link.setAttribute("href", result.url);
    link.dataset.result = String(index);
    const heading = element("h2", classes.heading);
    heading.append(link);
    const excerpt = element("p", classes.excerpt);
    for (const part of excerptParts(result.excerpt)) {
      excerpt.append(part.marked ? element("mark", classes.mark, part.text) : part.text);
    }
    body.append(heading, excerpt);
    item.append(body);
    if (image) {
      const cover = element("img", classes.image);
      cover.setAttribute("src", image);
      cover.setAttribute("alt", image_alt ?? "");
      cover.setAttribute("width", String(imageSize.width));
      cover.setAttribute("height", String(imageSize.height));
      cover.setAttribute("loading", "lazy");
      cover.setAttribute("decoding", "async");
      item.append(cover);
    }
    list.append(item);
  });
  container.replaceChildren(line, list);
}
