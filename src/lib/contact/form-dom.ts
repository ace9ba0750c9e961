import type { ContactField } from "./form-values";

/** Name of the honeypot input: hidden from people and assistive technology, left empty by them. */
export const HONEYPOT_FIELD = "website";

export function honeypotFilled(form: HTMLFormElement | null): boolean {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement && input.value.trim() !== "";
}

/** Moves focus to a field by its name; for the topic radios, to the first option. */
export function focusField(form: HTMLFormElement | null, field: ContactField): void {
  const control = form?.elements.namedItem(field);
  const element = control instanceof RadioNodeList ? control[0] : control;
  if (element instanceof HTMLElement) element.focus();
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
