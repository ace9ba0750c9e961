import type { Metadata } from "next";
import type { ComponentType } from "react";
import type { Locale } from "@/config/locale";
import type { RouteId } from "@/config/routes";
import { SearchablePage } from "@/components/search/searchable-page";
import { routesFor } from "@/config/site";
import { renderOgCard } from "@/lib/seo/og-card";
import { withShareCard } from "@/lib/seo/share-card";
import { pageRegistry } from "./page-registry";
import type { PageDeclaration } from "./page-declaration";

const declaration = (id: RouteId): PageDeclaration => pageRegistry[id];

/**
 * Page `id` in `locale`: its body (the registry's, or the one its own folder gives), in the
 * wrapper whose words the site search indexes where the registry says it is searchable.
 */
export function RegisteredPage({
  id,
  locale,
  Body = declaration(id).Body,
}: {
  id: RouteId;
  locale: Locale;
  Body?: ComponentType<{ locale: Locale }>;
}) {
  if (!Body) throw new Error(`The page "${id}" has no body: its own folder must give it`);
  const body = <Body locale={locale} />;
  return declaration(id).searchable ? (
    <SearchablePage locale={locale}>{body}</SearchablePage>
  ) : (
    body
  );
}

export const registeredMetadata = (id: RouteId, locale: Locale) => declaration(id).metadata(locale);

/** Page `id`'s share card, in its language, drawn like every other page's. */
export function renderShareCard(id: RouteId, locale: Locale) {
  const { eyebrow, title } = declaration(id).shareCard(locale);
  return renderOgCard({ eyebrow, title, locale });
}

export function shareCardAlt(id: RouteId, locale: Locale): string {
  const card = declaration(id).shareCard(locale);
  return card.alt ?? card.title;
}

/** The metadata of a page the shared route renders, with its share card beside it. */
export function sharedRouteMetadata(id: RouteId, locale: Locale): Metadata {
  return withShareCard(
    registeredMetadata(id, locale),
    routesFor(locale)[id],
    shareCardAlt(id, locale),
  );
}
