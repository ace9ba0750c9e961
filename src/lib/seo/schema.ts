import { annualPrice } from "@/domain/pricing/billing";
import { routes, siteConfig } from "@/config/site";
import { company } from "@/data/company";
import type { FaqItem } from "@/data/faq/faq-item";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, type Plan } from "@/data/pricing";

/** A top-level schema.org object, ready for <JsonLd>. */
export type JsonLdNode = {
  "@context": "https://schema.org";
  "@type": string;
  [property: string]: unknown;
};

const context = "https://schema.org" as const;
import { absoluteUrl } from "./metadata";

export function organizationSchema(): JsonLdNode {
  const { street, locality, region, postalCode, country } = company.address;
  return {
    "@context": context,
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: siteConfig.name,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(siteConfig.logo.src),
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
    "@context": context,
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: siteConfig.name,
    url: absoluteUrl("/"),
    description: siteConfig.description,
    publisher: { "@id": absoluteUrl("/#organization") },
    inLanguage: "en-US",
  };
}

export function faqPageSchema(items: readonly FaqItem[]): JsonLdNode {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A brand plan as a Product with two Offers: billed monthly, and billed yearly. */
export function planProductSchema(plan: Plan): JsonLdNode {
  const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
  const offer = (name: string, cents: number, unitCode: "MON" | "ANN") => ({
    "@type": "Offer",
    name,
    url: absoluteUrl(routes.pricing),
    price: decimalPrice(cents),
    priceCurrency: CURRENCY,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: decimalPrice(cents),
      priceCurrency: CURRENCY,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode },
    },
  });
  return {
    "@context": context,
    "@type": "Product",
    name: `${siteConfig.name} ${plan.name}`,
    description: plan.summary,
    brand: { "@type": "Brand", name: siteConfig.name },
    offers: [
      offer("Billed monthly", plan.monthlyCents, "MON"),
      offer("Billed yearly", annual.perYearCents, "ANN"),
    ],
  };
}
