import type { ReactNode } from "react";
import { SiteDocument } from "@/components/layout/site-document";
import { translatedContentPages } from "@/lib/content";
import { rootMetadata } from "@/lib/seo/root-metadata";

export { viewport } from "@/lib/seo/root-metadata";
export const metadata = rootMetadata("en");

/** The root layout of the English pages, which keep the site's original URLs. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="en" translatedContent={translatedContentPages()}>
      {children}
    </SiteDocument>
  );
}
