import { DEFAULT_LOCALE, localeFacts, type Locale } from "@/config/locale";
import { annualPrice } from "@/domain/pricing/billing";
import { routes, routesFor, siteConfig } from "@/config/site";
import { localeOfPath } from "@/i18n/counterparts";
import { translator } from "@/i18n/translator";
import { company } from "@/data/company";
import type { CaseStudy, Post } from "@/lib/content";
import { caseStudyPath, postPath } from "@/lib/content/paths";
import { absoluteUrl } from "./metadata";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, type Plan } from "@/lib/content/price-list";

/*
 * Every schema.org object the site publishes, for <JsonLd>. Each function is named for the
 * schema.org type it writes: organizationJsonLd writes an Organization, articleJsonLd an
 * Article, and so on.
 */

/** A top-level schema.org object, ready for <JsonLd>. */
export type JsonLdNode = {
  "@context": "https://schema.org";
  "@type": string;
  [property: string]: unknown;
};

/** One question and its answer: shown as a disclosure and published as FAQPage data. */
export type FaqItem = { question: string; answer: string };

const context = "https://schema.org" as const;

/** The organisation, described in `locale` (its home page's language). */
export function organizationJsonLd(locale: Locale = DEFAULT_LOCALE): JsonLdNode {
  const { street, locality, region, postalCode, country } = company.address;
  return {
    "@context": context,
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: siteConfig.name,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(siteConfig.logo.src),
    description: translator(locale, "site")("description"),
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

/** The website in one language: each language's home describes its own edition. */
export function webSiteJsonLd(locale: Locale = DEFAULT_LOCALE): JsonLdNode {
  const home = absoluteUrl(routesFor(locale).home);
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: siteConfig.name,
    url: home,
    description: translator(locale, "site")("description"),
    publisher: { "@id": absoluteUrl("/#organization") },
    inLanguage: localeFacts[locale].tag,
  };
}

export function faqPageJsonLd(items: readonly FaqItem[]): JsonLdNode {
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
export function productJsonLd(plan: Plan): JsonLdNode {
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

type ArticleFields = {
  type: "BlogPosting" | "Article";
  path: `/${string}`;
  headline: string;
  description: string;
  datePublished: string;
};

/**
 * What every article page of the site says of itself: where it lives, its card image, when it
 * was published, and Gigloom as its publisher. Each kind of article adds its own fields.
 */
function articleBase({
  type,
  path,
  headline,
  description,
  datePublished,
}: ArticleFields): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    "@context": context,
    "@type": type,
    headline,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: `${url}/opengraph-image`,
    datePublished,
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(siteConfig.logo.src) },
    },
    // Written in the language of the page it describes.
    inLanguage: localeFacts[localeOfPath(path)].tag,
  };
}

/** A blog post, for search engines' article results. */
export function blogPostingJsonLd(post: Post): JsonLdNode {
  return {
    ...articleBase({
      type: "BlogPosting",
      path: postPath(post.slug),
      headline: post.title,
      description: post.description,
      datePublished: post.date,
    }),
    dateModified: post.updated ?? post.date,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    keywords: post.tags.map((tag) => tag.label).join(", "),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingTimeMinutes}M`,
  };
}

/** A case study, published by Gigloom about the brand. */
export function articleJsonLd(study: CaseStudy): JsonLdNode {
  return {
    ...articleBase({
      type: "Article",
      path: caseStudyPath(study.slug),
      headline: study.title,
      description: study.description,
      datePublished: study.published,
    }),
    about: { "@type": "Organization", name: study.brand, description: study.about },
    author: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
  };
}
