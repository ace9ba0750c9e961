import { siteConfig } from "@/config/site";
import { type CaseStudy, caseStudyPath } from "@/lib/content";
import { absoluteUrl } from "./metadata";

/** schema.org Article for a case study, published by Gigloom about the brand. */
export function caseStudyJsonLd(study: CaseStudy): Record<string, unknown> {
  const url = absoluteUrl(caseStudyPath(study.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: `${url}/opengraph-image`,
    datePublished: study.published,
    about: { "@type": "Organization", name: study.brand, description: study.about },
    author: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteConfig.logo.src) },
    },
    inLanguage: "en-US",
  };
}
