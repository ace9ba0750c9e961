import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownContent } from "@/components/content/markdown-content";
import type { Locale } from "@/config/locale";

/** A router for the site's links to render with (SiteLink asks for one; nothing navigates). */
const router = {
  back() {},
  forward() {},
  refresh() {},
  push() {},
  replace() {},
  prefetch() {},
  hmrRefresh() {},
} as unknown as AppRouterInstance;

/** The markup a server component renders, as the build renders it. */
export const renderMarkup = (element: ReactElement) =>
  renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, element));

/** The page markup a body becomes, as the build renders it. */
export const renderBody = (body: string, file: string, firstLine = 1, locale: Locale = "en") =>
  renderMarkup(
    createElement(MarkdownContent, { entry: { body, file, bodyLine: firstLine }, locale }),
  );
