import { CONTACT_FIELDS, type ContactFieldSpec } from "@/lib/contact/fields";
import type { ContactRequest } from "@/lib/contact/schema";

/** The visitor's fields of a stored document, without the server's own. */
export function requestFields(stored: Record<string, unknown>): ContactRequest {
  return Object.fromEntries(
    CONTACT_FIELDS.filter(({ name }) => stored[name] !== undefined).map(({ name }) => [
      name,
      stored[name],
    ]),
  ) as ContactRequest;
}

/** Whether two requests hold the same fields, an absent optional field and an absent one alike. */
export function sameRequest(stored: Record<string, unknown>, request: ContactRequest): boolean {
  return CONTACT_FIELDS.every(({ name }) => stored[name] === request[name]);
}

/** The fields whose values differ between two versions of a request, in the contract's order. */
export function changedFields(before: ContactRequest, after: ContactRequest): ContactFieldSpec[] {
  return CONTACT_FIELDS.filter(({ name }) => before[name] !== after[name]);
}
