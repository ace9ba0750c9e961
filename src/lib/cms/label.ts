import type { CmsMeta } from "./zod-def";

/** "baselineLabel" -> "Baseline label": the label when the schema gives no title. */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the editor reads for a field or a list's item type: the schema's title, else its name. */
export const labelFor = (name: string, meta: CmsMeta) => meta.title ?? humanise(name);
