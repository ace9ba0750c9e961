/**
 * A request is never sent sooner than this after the form appeared. People take far longer
 * to write a message; scripts that fill and post a form at once do not wait. A visitor whose
 * draft was restored and who sends at once only sees "Sending…" a little longer.
 */
export const MINIMUM_TIME_ON_PAGE_MS = 3_000;

export function remainingWait(shownAt: number, now: number, minimum = MINIMUM_TIME_ON_PAGE_MS) {
  return Math.max(0, shownAt + minimum - now);
}
