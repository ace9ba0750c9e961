import { serializeJsonLd, type JsonLdNode } from "@/lib/seo/json-ld";

/** Structured data for search engines; rendered on the server, no client JS. */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
