import { HONEYPOT_FIELD } from "./contract.mjs";
import type { ContactField } from "./form-values";

/** What is in the honeypot; the server decides what a filled one means. */
export function honeypotValue(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : "";
}

/** Moves focus to a field by its name; for the topic radios, to the first option. */
export function focusField(form: HTMLFormElement | null, field: ContactField): void {
  const control = form?.elements.namedItem(field);
  const element = control instanceof RadioNodeList ? control[0] : control;
  if (element instanceof HTMLElement) element.focus();
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
