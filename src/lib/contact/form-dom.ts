import { HONEYPOT_FIELD } from "./contract.mjs";
import { CONTACT_FIELDS, type ContactField, type ContactFormValues } from "./fields";

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

/**
 * What the fields hold that the visitor entered before the form hydrated: the static HTML's
 * fields take typing at once, but React's first render after hydration would put its own state
 * back. Only fields with something in them are returned.
 */
export function enteredBeforeHydration(form: HTMLFormElement | null): Partial<ContactFormValues> {
  const entered: Partial<Record<ContactField, string | boolean>> = {};
  for (const { name: field } of CONTACT_FIELDS) {
    const control = form?.elements.namedItem(field);
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      if (control.checked) entered[field] = true;
    } else if (
      control instanceof RadioNodeList ||
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement
    ) {
      if (control.value !== "") entered[field] = control.value;
    }
  }
  return entered as Partial<ContactFormValues>;
}
