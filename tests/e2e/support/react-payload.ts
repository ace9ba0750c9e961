/**
 * The page data React hydrates from, as a page's HTML carries it: the text of every
 * `self.__next_f.push([1, "…"])` script, joined. The browser parses all of it before the page
 * responds, so whatever it holds twice costs a visitor's phone twice.
 */
export function reactPayload(html: string): string {
  const pushes = html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g);
  return [...pushes]
    .map(([, chunk]) => JSON.parse(chunk!) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text ?? "")
    .join("");
}

/** How many times `part` occurs in `text`. */
export function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}
