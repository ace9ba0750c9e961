import { describe, expect, it } from "vitest";
import { routesFor, siteConfig } from "@/config/site";
import { getAllPosts } from "@/lib/content";
import { absoluteUrl, pageMetadata } from "@/lib/seo/metadata";

describe("pageMetadata", () => {
  const base = { title: "Pricing", description: "Plans for brands.", path: "/pricing" } as const;

  it("builds the canonical URL on the site URL", () => {
    const metadata = pageMetadata(base);
    expect(metadata.alternates?.canonical).toBe(`${siteConfig.siteUrl}/pricing`);
    expect(absoluteUrl("/")).toBe(`${siteConfig.siteUrl}/`);
  });

  it("sets Open Graph and a large Twitter card with the product's name", () => {
    const metadata = pageMetadata(base);
    expect(metadata.title).toBe("Pricing");
    expect(metadata.description).toBe("Plans for brands.");
    expect(metadata.openGraph).toMatchObject({
      siteName: siteConfig.name,
      title: `Pricing · ${siteConfig.name}`,
      url: `${siteConfig.siteUrl}/pricing`,
      type: "website",
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      title: `Pricing · ${siteConfig.name}`,
      description: "Plans for brands.",
    });
  });

  it("leaves images to the route's opengraph-image unless one is given", () => {
    expect(pageMetadata(base).openGraph).not.toHaveProperty("images");
    const image = { url: "/x.png", width: 1200, height: 630, alt: "X" };
    const metadata = pageMetadata({ ...base, image });
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter?.images).toEqual([image]);
  });

  it("keeps an absolute title as it is", () => {
    const metadata = pageMetadata({
      ...base,
      title: "Gigloom: hire creators",
      absoluteTitle: true,
    });
    expect(metadata.title).toEqual({ absolute: "Gigloom: hire creators" });
    expect(metadata.openGraph?.title).toBe("Gigloom: hire creators");
  });

  it("describes an article with its date, authors and tags", () => {
    const metadata = pageMetadata({
      ...base,
      type: "article",
      article: { publishedTime: "2026-03-02", authors: ["Ana Ruiz"], tags: ["Pricing"] },
    });
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      publishedTime: "2026-03-02",
      authors: ["Ana Ruiz"],
      tags: ["Pricing"],
    });
  });

  it("advertises an RSS feed by its absolute URL", () => {
    const metadata = pageMetadata({ ...base, rssFeed: { title: "Blog", path: "/blog/rss.xml" } });
    expect(metadata.alternates?.types).toEqual({
      "application/rss+xml": [{ title: "Blog", url: `${siteConfig.siteUrl}/blog/rss.xml` }],
    });
  });

  it("links a page to its versions in every language, absolute, with x-default in English", () => {
    const languages = {
      en: `${siteConfig.siteUrl}/pricing`,
      es: `${siteConfig.siteUrl}/es/precios`,
      "x-default": `${siteConfig.siteUrl}/pricing`,
    };
    expect(pageMetadata(base).alternates?.languages).toEqual(languages);
    const spanish = pageMetadata({ ...base, title: "Precios", path: routesFor("es").pricing });
    expect(spanish.alternates?.languages).toEqual(languages);
    expect(spanish.alternates?.canonical).toBe(`${siteConfig.siteUrl}/es/precios`);
  });

  it("gives og:locale in the page's language and the other languages as alternates", () => {
    expect(pageMetadata(base).openGraph).toMatchObject({
      locale: "en_US",
      alternateLocale: ["es_LA"],
    });
    const spanish = pageMetadata({ ...base, path: routesFor("es").pricing });
    expect(spanish.openGraph).toMatchObject({ locale: "es_LA", alternateLocale: ["en_US"] });
  });

  it("gives a page in one language only no alternates", () => {
    const spanish = new Set(getAllPosts("es").map((post) => post.slug));
    const englishOnly = getAllPosts().find((post) => !spanish.has(post.slug))!;
    const path = `/blog/${englishOnly.slug}` as const;
    const metadata = pageMetadata({ ...base, path });
    expect(metadata.alternates).toEqual({ canonical: `${siteConfig.siteUrl}${path}` });
    expect(metadata.openGraph).toMatchObject({ locale: "en_US" });
    expect(metadata.openGraph).not.toHaveProperty("alternateLocale");
  });
});
