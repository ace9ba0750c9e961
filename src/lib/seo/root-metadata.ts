import type { Metadata, Viewport } from "next";
import { localeFacts, type Locale } from "@/config/locale";
import { siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";

/** What every page of one language has unless it says otherwise: its root layout's metadata. */
export function rootMetadata(locale: Locale): Metadata {
  const t = translator(locale, "site");
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: {
      default: `${siteConfig.name}: ${t("tagline")}`,
      template: `%s · ${siteConfig.name}`,
    },
    description: t("description"),
    applicationName: siteConfig.name,
    openGraph: {
      siteName: siteConfig.name,
      type: "website",
      locale: localeFacts[locale].openGraph,
    },
  };
}

export const viewport: Viewport = { themeColor: "#ffffff" };
