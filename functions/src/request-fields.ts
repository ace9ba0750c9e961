import { OPTIONAL_FIELDS, REQUIRED_FIELDS } from "@/lib/contact/contract.mjs";
import type { ContactRequest } from "@/lib/contact/schema";

const FIELDS = [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS];

/** The visitor's fields of a stored document, without the server's own. */
export function requestFields(stored: Record<string, unknown>): ContactRequest {
  return Object.fromEntries(
    FIELDS.filter((field) => stored[field] !== undefined).map((field) => [field, stored[field]]),
  ) as ContactRequest;
}

/** Whether two requests hold the same fields, an absent company and an absent one alike. */
export function sameRequest(stored: Record<string, unknown>, request: ContactRequest): boolean {
  return FIELDS.every((field) => stored[field] === request[field]);
}

/** The fields whose values differ between two versions of a request, in the contract's order. */
export function changedFields(before: ContactRequest, after: ContactRequest) {
  return FIELDS.filter((field) => before[field] !== after[field]);
}
