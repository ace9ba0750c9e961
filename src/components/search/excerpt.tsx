import { excerptParts } from "@/lib/search/excerpt-parts.mjs";
import { RESULT_CLASSES } from "@/lib/search/result-markup.mjs";

/** A result's excerpt as text, with the visitor's words in <mark>. */
export function Excerpt({ html }: { html: string }) {
  return (
    <p className={RESULT_CLASSES.excerpt}>
      {excerptParts(html).map((part, index) =>
        part.marked ? (
          <mark key={index} className={RESULT_CLASSES.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
