import { siteConfig } from "@/config/site";
import { company } from "@/data/company";
import type { FaqItem } from "@/data/faq/faq-item";
import type { JsonLdNode } from "./json-ld";

/** Absolute URL on the public site, e.g. for the logo in structured data. */
export function siteUrl(path: `/${string}`): string {
  return path === "/" ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`;
}

export function organizationSchema(): JsonLdNode {
  const { street, locality, region, postalCode, country } = company.address;
  return {
    "@type": "Organization",
    "@id": siteUrl("/#organization"),
    name: siteConfig.name,
    legalName: company.legalName,
    url: siteUrl("/"),
    logo: siteUrl(siteConfig.logo.src),
    description: siteConfig.description,
    email: company.emails.hello,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: locality,
      addressRegion: region,
      postalCode,
      addressCountry: country,
    },
  };
}

export function webSiteSchema(): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": siteUrl("/#website"),
    name: siteConfig.name,
    url: siteUrl("/"),
    description: siteConfig.description,
    publisher: { "@id": siteUrl("/#organization") },
    inLanguage: "en-US",
  };
}

export function faqPageSchema(items: readonly FaqItem[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
