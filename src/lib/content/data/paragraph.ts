import { z } from "zod";

/**
 * A paragraph of copy: trimmed, from `min` to `max` characters, edited in the CMS in a
 * multi-line box rather than a one-line field. `hint` is the editor's hint, such as which
 * {placeholders} the text may quote.
 */
export function paragraph(max: number, { min = 20, hint }: { min?: number; hint?: string } = {}) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .meta({ cms: { widget: "text" }, ...(hint && { description: hint }) });
}
