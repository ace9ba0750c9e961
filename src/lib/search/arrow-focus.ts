/** Where the box sits in the arrow keys' order: before the first result. */
export const BOX = -1;

/**
 * Where Arrow Down or Up moves focus from `current` (BOX, or a result's index) among `count`
 * results: down from the box to the first result and on, up back to the box. Undefined where
 * the key does nothing here, so the page keeps its own use of it (the caret, the scroll).
 */
export function arrowTarget(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowDown") return current + 1 < count ? current + 1 : undefined;
  if (key === "ArrowUp") return current > BOX ? current - 1 : undefined;
  return undefined;
}
