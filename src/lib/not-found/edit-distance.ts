/**
 * Levenshtein distances from `typed` to `known`, by the classic dynamic programme over one row:
 * `whole` is the distance to all of `known`, `toPrefix` the least distance to any prefix of it
 * (how far `typed` is from being `known` cut short, as a URL wrapped in an e-mail often is).
 */
export function editDistances(typed: string, known: string): { whole: number; toPrefix: number } {
  // row[j]: the distance from the typed characters so far to known's first j characters.
  let row = Array.from({ length: known.length + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= known.length; j += 1) {
      const substitution = row[j - 1]! + (typed[i - 1] === known[j - 1] ? 0 : 1);
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, substitution));
    }
    row = next;
  }
  return { whole: row[known.length]!, toPrefix: Math.min(...row) };
}
