/**
 * Resolves in a new task, so the browser can paint and handle input in between. Used to cut
 * one long piece of optional work into several short ones (a long task blocks input).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
