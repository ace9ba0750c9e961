import type { APIRequestContext } from "@playwright/test";
import { readPage } from "../../../scripts/build/page-markup.mjs";
import { expect } from "./fixtures";

/** What a page's static HTML says about its language, as a crawler reads it. */
export type PageHead = {
  lang: string | undefined;
  /** hreflang → URL, from <link rel="alternate" hreflang>. */
  alternates: Record<string, string>;
  ogLocale: string | undefined;
  ogLocaleAlternates: string[];
  canonical: string | undefined;
};

/** The page at `path` as the server sends it (it must answer 200), read for its language. */
export async function pageHead(request: APIRequestContext, path: string): Promise<PageHead> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { elements } = readPage(await response.text());
  const meta = (property: string) =>
    elements
      .filter((element) => element.tag === "meta" && element.attributes.property === property)
      .map((element) => element.attributes.content ?? "");
  const links = (rel: string) =>
    elements.filter((element) => element.tag === "link" && element.attributes.rel === rel);
  return {
    lang: elements.find((element) => element.tag === "html")?.attributes.lang,
    alternates: Object.fromEntries(
      links("alternate")
        .filter((link) => link.attributes.hreflang)
        .map((link) => [link.attributes.hreflang, link.attributes.href ?? ""]),
    ),
    ogLocale: meta("og:locale")[0],
    ogLocaleAlternates: meta("og:locale:alternate"),
    canonical: links("canonical")[0]?.attributes.href,
  };
}
