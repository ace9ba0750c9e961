/**
 * The live region's sentence ("7 results for “usage rights”"), made in the browser without an
 * ICU parser: the server formats the message once per plural category of the language, with
 * slots for the count and the words, and the browser picks the category and fills the slots
 * (./count-sentence.mjs).
 */

import type { CountMessages } from "./count-sentence.mjs";

/** A count of each category, small where one exists ("many" in Spanish is a million). */
const SAMPLES = [...Array.from({ length: 200 }, (_, i) => i + 1), 1_000_000];

/**
 * The messages for `tag`; `format(count)` is the message with `count` and the slots as its
 * arguments (on the server, with the page's translator).
 */
export function countMessages(format: (count: number) => string, tag: string): CountMessages {
  const rules = new Intl.PluralRules(tag);
  const byCategory: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = SAMPLES.find((count) => rules.select(count) === category);
    if (sample !== undefined) byCategory[category] = format(sample);
  }
  return { none: format(0), byCategory: { other: format(2), ...byCategory } };
}
