import { siteLocale } from "@/config/locale";
import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { siteConfig } from "@/config/site";
import { HEAD_SCRIPTS } from "@/lib/head-scripts";
import { AnalyticsConsentManager } from "@/components/consent/analytics-consent-manager";
import { InteractionListener } from "@/components/interactions/interaction-listener";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: {
    default: `${siteConfig.name}: ${siteConfig.tagline}`,
    template: `%s · ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: { siteName: siteConfig.name, type: "website", locale: siteLocale.openGraph },
};

/**
 * Inter, self-hosted and cut to the site's characters (scripts/lib/font-subset.mjs), preloaded
 * from <head>. With "optional" the browser waits for it at most its short block period (about
 * 100 ms), else uses the size-adjusted fallback for that whole page view: Inter never swaps in
 * later, so it cannot shift the layout. The weight range matches WEIGHT_RANGE there.
 */
const inter = localFont({
  src: "./fonts/inter-latin-var.woff2",
  weight: "400 900",
  style: "normal",
  display: "optional",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-inter",
});

export const viewport: Viewport = { themeColor: "#ffffff" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-auth and data-consent are set before first paint by the inline scripts, hence the
    // warning suppression.
    // The font variable sits on <html>, where Tailwind's --font-sans resolves it.
    <html lang={siteLocale.lang} className={inter.variable} suppressHydrationWarning>
      <head>
        {HEAD_SCRIPTS.map(({ text }) => (
          <script key={text} dangerouslySetInnerHTML={{ __html: text }} />
        ))}
      </head>
      <body>
        <a
          href="#main"
          data-page-region
          className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main
          id="main"
          tabIndex={-1}
          data-page-region
          className="pt-(--header-height) outline-none lg:pt-(--header-height-lg)"
        >
          {children}
        </main>
        <SiteFooter />
        <AnalyticsConsentManager />
        <InteractionListener />
      </body>
    </html>
  );
}
