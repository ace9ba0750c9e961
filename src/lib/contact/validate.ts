import { CONTACT_FIELDS, type ContactField, type ContactFormValues } from "./fields";
import { toCandidateRequest } from "./form-values";
import { contactRequestSchema, type ContactRequest } from "./schema";
import type { ValidationProblem } from "./validation-problems";

/** What is wrong with each field that has a problem; the form puts it in the page's words. */
export type FieldErrors = Partial<Record<ContactField, ValidationProblem>>;

export type ValidationResult =
  | { ok: true; request: ContactRequest }
  | { ok: false; errors: FieldErrors; firstInvalid: ContactField };

/**
 * Checks the form against the contact schema. Each field gets the first problem that
 * applies to it. Loaded lazily: the browser downloads zod only when the visitor starts.
 */
export function validateContactForm(values: ContactFormValues): ValidationResult {
  const result = contactRequestSchema.safeParse(toCandidateRequest(values));
  if (result.success) return { ok: true, request: result.data };

  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field)) errors[field] ??= issue.message as ValidationProblem;
  }
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field.name])?.name;
  // The form builds every key itself, so an issue always names one of its fields.
  if (!firstInvalid) throw new Error(`Unexpected contact form issue: ${result.error.message}`);
  return { ok: false, errors, firstInvalid };
}

function isContactField(key: unknown): key is ContactField {
  return CONTACT_FIELDS.some((field) => field.name === key);
}
