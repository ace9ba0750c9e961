// @ts-check
// Plain JavaScript and self-contained: the search page's script before hydration carries this
// function's own text (./search-before-hydration.mjs), so it may use only its parameters and the
// language's globals, and holds no comment.

/**
 * Stand-ins for the count and the words in a message, which no message contains (plain ASCII:
 * the font has it). countSentence writes them as they are, since it travels as its own text.
 */
export const COUNT_SLOT = "[[count]]";
export const TERM_SLOT = "[[term]]";

/**
 * The sentence for no result, and one per plural category ("other" always there), each with
 * the slots for the count and the words (./count-message.ts makes them).
 * @typedef {{ none: string, byCategory: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } }} CountMessages
 */

/**
 * The sentence for `count` results for `term`, in the language of `tag`: the message of the
 * count's plural category, its slots filled (with split and join, since a replacement string
 * would read "$&" in the words as a pattern).
 * @param {CountMessages} messages
 * @param {number} count
 * @param {string} term
 * @param {string} tag
 */
export function countSentence(messages, count, term, tag) {
  const template =
    count === 0
      ? messages.none
      : (messages.byCategory[new Intl.PluralRules(tag).select(count)] ?? messages.byCategory.other);
  return template
    .split("[[count]]")
    .join(new Intl.NumberFormat(tag).format(count))
    .split("[[term]]")
    .join(term);
}
