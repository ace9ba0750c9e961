import type { ReactNode } from "react";
import { inter } from "./inter-font";
import { localeFacts, type Locale } from "@/config/locale";
import type { PagePaths } from "@/i18n/counterparts";
import { translator } from "@/i18n/translator";
import { HEAD_SCRIPT_TEXTS } from "@/lib/head-script-texts";
import { AnalyticsConsentManager } from "@/components/consent/analytics-consent-manager";
import { InteractionListener } from "@/components/interactions/interaction-listener";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import "@/app/globals.css";

/**
 * The element that ends the page's visible markup. Until the parser reaches it, the head's
 * `<link rel="expect" blocking="render">` holds the first paint. Without it, a browser painting
 * while the HTML still arrives, or while a busy parser yields (a slow phone), showed part of a
 * card grid, of the header or of the consent banner, then moved it as the rest came in: in
 * Chromium at 4× CPU slowdown, a shift on 3 to 5 of 15 loads of a topic page, up to 0.017
 * (progressive-render.spec.ts). React's page data comes after it and still streams. Browsers
 * without `rel=expect` ignore both and paint as before.
 */
const VISIBLE_MARKUP_END = "visible-markup-end";

type SiteDocumentProps = {
  locale: Locale;
  /** The translated posts and case studies, for the language switch. */
  translatedContent: readonly PagePaths[];
  children: ReactNode;
};

/**
 * The whole HTML document of a page in one language: each language's route tree has its own
 * root layout (app/(en), app/es), so <html lang> is right in the static HTML, and both render
 * this.
 */
export function SiteDocument({ locale, translatedContent, children }: SiteDocumentProps) {
  const consent = translator(locale, "consent");
  return (
    // data-auth and data-consent are set before first paint by the inline scripts, hence the
    // warning suppression.
    // The font variable sits on <html>, where Tailwind's --font-sans resolves it.
    <html lang={localeFacts[locale].lang} className={inter.variable} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document: the rule only recognises one written in app/ */}
      <head>
        <link rel="expect" href={`#${VISIBLE_MARKUP_END}`} blocking="render" />
        {/* Keyed by place: a fixed list, and a key is written into the page data again. */}
        {HEAD_SCRIPT_TEXTS.map((text, index) => (
          <script key={index} dangerouslySetInnerHTML={{ __html: text }} />
        ))}
      </head>
      <body>
        <a
          href="#main"
          data-page-region
          className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {translator(locale, "document")("skipToContent")}
        </a>
        <SiteHeader locale={locale} />
        <main
          id="main"
          tabIndex={-1}
          data-page-region
          className="pt-(--header-height) outline-none lg:pt-(--header-height-lg)"
        >
          {children}
        </main>
        <SiteFooter locale={locale} translatedContent={translatedContent} />
        <AnalyticsConsentManager
          labels={{
            title: consent("title"),
            question: consent("question"),
            reject: consent("reject"),
            accept: consent("accept"),
          }}
        />
        <InteractionListener />
        <div id={VISIBLE_MARKUP_END} hidden />
      </body>
    </html>
  );
}
