import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { MESSAGES } from "@/i18n/messages";
import { getAllPosts } from "@/lib/content";
import {
  blogPostingJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from "@/lib/seo/json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { plans } from "@/lib/content/price-list";

describe("site schemas", () => {
  it("are top-level schema.org objects", () => {
    for (const schema of [organizationJsonLd(), webSiteJsonLd("en"), faqPageJsonLd([])]) {
      expect(schema["@context"]).toBe("https://schema.org");
    }
  });

  it("links the website to the organisation that publishes it, on the public site URL", () => {
    const organization = organizationJsonLd();
    const website = webSiteJsonLd("en");
    expect(organization.url).toBe(`${siteConfig.siteUrl}/`);
    expect(organization.logo).toBe(`${siteConfig.siteUrl}/logo.png`);
    expect(website.publisher).toEqual({ "@id": organization["@id"] });
  });
});

describe("the language of the structured data", () => {
  it("describes each language's edition of the website in that language", () => {
    expect(webSiteJsonLd()).toMatchObject({ url: `${siteConfig.siteUrl}/`, inLanguage: "en-US" });
    expect(webSiteJsonLd("es")).toMatchObject({
      url: `${siteConfig.siteUrl}/es`,
      inLanguage: "es-419",
      description: MESSAGES.es.site.description,
    });
    expect(organizationJsonLd("es").description).toBe(MESSAGES.es.site.description);
  });

  it("gives an article the language of the page it lives on", () => {
    const post = getAllPosts()[0]!;
    expect(blogPostingJsonLd(post).inLanguage).toBe("en-US");
  });
});

describe("faqPageJsonLd", () => {
  it("publishes every question with its answer, in order", () => {
    const schema = faqPageJsonLd([
      { question: "Q1?", answer: "A1." },
      { question: "Q2?", answer: "A2." },
    ]);
    expect(schema.mainEntity).toEqual([
      { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
      { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
    ]);
  });
});

describe("productJsonLd", () => {
  it("offers a plan monthly at its list price and yearly at the computed annual price", () => {
    const starter = plans.find((plan) => plan.id === "starter")!;
    const schema = productJsonLd({ ...starter, monthlyCents: 49_00 }, "en");
    const offers = schema.offers as Array<Record<string, unknown>>;
    expect(schema.name).toBe("Gigloom Starter");
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      ["49.00", "USD"],
      // 20% off $49 is $39.20, rounded down to $39 a month: $468 a year.
      ["468.00", "USD"],
    ]);
  });
});

describe("structured data in the page", () => {
  it("cannot end its script element early, whatever an answer says", () => {
    const html = renderToStaticMarkup(
      createElement(JsonLd, {
        data: faqPageJsonLd([{ question: "Is </script><b>x</b> safe?", answer: "Yes." }]),
      }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json).mainEntity[0].name).toBe("Is </script><b>x</b> safe?");
  });
});

describe("blogPostingJsonLd", () => {
  it("describes a post with its headline, dates, author and canonical URL", () => {
    const post = getAllPosts()[0]!;
    const data = blogPostingJsonLd(post);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.date,
      url: `${siteConfig.siteUrl}/blog/${post.slug}`,
      author: { "@type": "Person", name: post.author.name },
      publisher: { "@type": "Organization", name: siteConfig.name },
    });
  });
});
