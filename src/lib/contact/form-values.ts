import { CONTACT_FIELDS, type ContactFieldSpec, type ContactFormValues } from "./fields";

/** The form before the visitor enters anything: every text empty, nothing chosen or ticked. */
export const EMPTY_FORM_VALUES = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field.name, field.input === "consent" ? false : ""]),
) as ContactFormValues;

/** An optional field with nothing but spaces in it is not part of the request. */
const leftBlank = (field: ContactFieldSpec, value: string | boolean) =>
  field.optional === true && typeof value === "string" && value.trim() === "";

/**
 * The request the form would send: a blank optional field left out, so the schema judges
 * exactly what would be stored. The schema itself trims every field.
 */
export function toCandidateRequest(values: ContactFormValues): Record<string, unknown> {
  return Object.fromEntries(
    CONTACT_FIELDS.filter((field) => !leftBlank(field, values[field.name])).map((field) => [
      field.name,
      values[field.name],
    ]),
  );
}
