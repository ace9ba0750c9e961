/** Structured data for search engines. `data` is one schema.org object (or a @graph). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so text such as "</script>" inside a value cannot end the script early.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
