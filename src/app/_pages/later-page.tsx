import type { ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { Container } from "@/components/ui/container";
import Link from "@/components/ui/site-link";
import {
  type ListRoute,
  listPagePath,
  pageCount,
  pageNumber,
  perPageOf,
} from "@/lib/content/pagination";
import { pageMetadata, type PageMetadataInput } from "@/lib/seo/metadata";

type ListPageInput = {
  locale: Locale;
  list: ListRoute;
  /** The number of cards in the whole list. */
  total: number;
  /** The later-pages route's [page] value; none on the list's own route. */
  value?: string;
};

/** Which page of a list a route shows: the first on the list's own route, else its [page]. */
const pageOf = ({ value, total, list }: ListPageInput) =>
  value === undefined ? 1 : (pageNumber(value, total, perPageOf(list)) ?? 1);

/**
 * A list page's metadata: the list's own title on its first page, "…, page 2 of 5" on a later
 * one, each page its own canonical address. The later-pages route's page "1" (LaterPage) is
 * kept out of search engines.
 */
export function listPageMetadata(
  input: ListPageInput & Pick<PageMetadataInput, "title" | "description" | "rssFeed" | "image">,
) {
  const { locale, list, total, value, title, ...rest } = input;
  const page = pageOf(input);
  return pageMetadata({
    ...rest,
    title:
      page === 1
        ? title
        : translator(locale, "pagination")("metaTitle", {
            title,
            page,
            pages: pageCount(total, perPageOf(list)),
          }),
    path: listPagePath(list, page, locale),
    noindex: value === "1",
  });
}

/**
 * The share image of the list a later page belongs to, as its parent segment resolved it: the
 * list's folder has a layout (list-layout.tsx), which its opengraph-image is bound to.
 */
export async function listShareImage(parent: ResolvingMetadata): Promise<ListShareImage> {
  const [image] = (await parent).openGraph?.images ?? [];
  const { url, width, height, alt } = typeof image === "object" && "url" in image ? image : {};
  if (!url || typeof width !== "number" || typeof height !== "number" || !alt) {
    throw new Error(
      "A list's later page found no share image of its list: has its folder a layout?",
    );
  }
  return { url: url.toString(), width, height, alt };
}

export type ListShareImage = NonNullable<PageMetadataInput["image"]>;

/** "Page 2 of 5", for the opening of a list's later page. */
export const pageOfLine = (locale: Locale, page: number, total: number, perPage?: number) =>
  translator(locale, "pagination")("pageOf", { page, pages: pageCount(total, perPage) });

/**
 * A later-pages route's page: the list's page its [page] value names. Its page "1" exists only
 * while no list of the route has a second page, because a static export refuses a route that
 * makes none (lib/content/static-params.ts); it sends the visitor on to the list's own address.
 */
export function LaterPage(input: ListPageInput & { children: (page: number) => ReactNode }) {
  const { locale, list, total, value = "1", children } = input;
  const page = pageNumber(value, total, perPageOf(list));
  if (page === undefined) notFound();
  if (page > 1) return children(page);
  const first = listPagePath(list, 1, locale);
  return (
    <Container className="py-24">
      <meta httpEquiv="refresh" content={`0; url=${first}`} />
      <h1 className="text-title font-bold">{translator(locale, "pagination")("movedTitle")}</h1>
      <p className="mt-6 text-lead">
        <Link href={first} className="font-medium text-accent underline underline-offset-2">
          {translator(locale, "pagination")("moved")}
        </Link>
      </p>
    </Container>
  );
}
