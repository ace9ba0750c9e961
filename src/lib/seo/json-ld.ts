/** A schema.org node, e.g. `{ "@type": "Organization", name: "…" }`. */
export type JsonLdNode = { "@type": string; [property: string]: unknown };

/**
 * JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` become Unicode escapes,
 * so no text in the data (a "</script>" in an FAQ answer, say) can end the script early.
 */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify({ "@context": "https://schema.org", ...node })
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}
