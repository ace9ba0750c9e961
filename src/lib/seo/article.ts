import { siteConfig } from "@/config/site";
import { absoluteUrl } from "./metadata";

type ArticleFields = {
  type: "BlogPosting" | "Article";
  path: `/${string}`;
  headline: string;
  description: string;
  datePublished: string;
};

/**
 * What every article page of the site says of itself in schema.org: where it lives, its card
 * image, when it was published, and Gigloom as its publisher. Each kind adds its own fields.
 */
export function articleJsonLd({ type, path, headline, description, datePublished }: ArticleFields) {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
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
    inLanguage: "en-US",
  };
}
