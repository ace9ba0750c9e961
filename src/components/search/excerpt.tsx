import { excerptParts } from "@/lib/search/excerpt";

/** A result's excerpt as text, with the visitor's words in <mark>. */
export function Excerpt({ html }: { html: string }) {
  return (
    <p className="mt-2 text-sm text-muted">
      {excerptParts(html).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
