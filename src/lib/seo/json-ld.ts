import { DEFAULT_LOCALE, localeFacts, type Locale } from "@/config/locale";
import { annualPrice } from "@/domain/pricing/billing";
import { routesFor, siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";
import { company } from "@/data/company";
import type { CaseStudy, Post } from "@/lib/content";
import { caseStudyPath, postPath } from "@/lib/content/paths";
import { absoluteUrl } from "./metadata";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, type Plan } from "@/lib/content/price-list";

/*
 * Every schema.org object the site publishes, for <JsonLd> (a creator's page's in
 * ./creator-json-ld.ts). Each function is named for the
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
export function productJsonLd(plan: Plan, locale: Locale): JsonLdNode {
  const t = translator(locale, "pricing");
  const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
  const offer = (name: string, cents: number, unitCode: "MON" | "ANN") => ({
    "@type": "Offer",
    name,
    url: absoluteUrl(routesFor(locale).pricing),
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
      offer(t("offerMonthly"), plan.monthlyCents, "MON"),
      offer(t("offerYearly"), annual.perYearCents, "ANN"),
    ],
  };
}

type ArticleFields = {
  type: "BlogPosting" | "Article";
  path: `/${string}`;
  headline: string;
  description: string;
  datePublished: string;
  /** The language the article is written in. */
  locale: Locale;
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
  locale,
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
    inLanguage: localeFacts[locale].tag,
  };
}

/** A blog post, for search engines' article results. */
export function blogPostingJsonLd(post: Post): JsonLdNode {
  return {
    ...articleBase({
      type: "BlogPosting",
      path: postPath(post.slug, post.locale),
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      locale: post.locale,
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
      path: caseStudyPath(study.slug, study.locale),
      headline: study.title,
      description: study.description,
      datePublished: study.published,
      locale: study.locale,
    }),
    about: { "@type": "Organization", name: study.brand, description: study.about },
    author: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
  };
}
