import type { Metadata } from "next";
import type { ComponentType } from "react";
import type { Locale } from "@/config/locale";
import type { OgCardInput } from "@/lib/seo/og-card";

/** What a page's share card shows, and its alternative text (the card's title unless given). */
export type ShareCard = Omit<OgCardInput, "locale"> & { alt?: string };

/**
 * A page written in code, declared once, in every language: what its route files, the site's
 * lists of its pages and the site search read (app/_pages/page-registry.ts).
 */
export type PageDeclaration = {
  metadata: (locale: Locale) => Metadata;
  shareCard: (locale: Locale) => ShareCard;
  /** Its name where the site lists its pages: the search page's site map, the 404 page. */
  listTitle: (locale: Locale) => string;
  /** Whether the site search indexes its words (wrapped in SearchablePage). */
  searchable: boolean;
  /**
   * Its body, where the shared route of the sections renders it (`app/(en)/[page]`). A page
   * renders its body from a folder of its own instead when it has client code of its own (a
   * route loads the client code of every page it renders), later pages (a list) or no slug (a
   * language's home).
   */
  Body?: ComponentType<{ locale: Locale }>;
};
