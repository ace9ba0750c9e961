/**
 * The calculator's sentences are formatted on the server, in the page's language, with named
 * slots for what only the browser knows ("[[price]]"); the browser fills them. So no message
 * catalogue and no ICU parser ships to the page.
 */
export const slot = (name: string) => `[[${name}]]`;

/** `template` with each `[[name]]` replaced by its value (as text, never as a pattern). */
export function fillSlots(template: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(slot(name)).join(value),
    template,
  );
}
