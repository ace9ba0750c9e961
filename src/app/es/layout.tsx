import type { ReactNode } from "react";
import { SiteDocument } from "@/components/layout/site-document";
import { translatedContentPages } from "@/lib/content";
import { rootMetadata } from "@/lib/seo/root-metadata";

export { viewport } from "@/lib/seo/root-metadata";
export const metadata = rootMetadata("es");

/** The root layout of the Spanish pages, under /es. */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="es" translatedContent={translatedContentPages()}>
      {children}
    </SiteDocument>
  );
}
