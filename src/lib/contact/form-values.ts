/** What the visitor has entered, as the form holds it: text as typed, nothing chosen yet. */
export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
  consent: boolean;
};

export type ContactField = keyof ContactFormValues;

/** The order of the fields on screen: the first invalid one in this order gets focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  "name",
  "email",
  "company",
  "topic",
  "message",
  "consent",
];

export const EMPTY_FORM_VALUES: ContactFormValues = {
  name: "",
  email: "",
  company: "",
  topic: "",
  message: "",
  consent: false,
};

/**
 * The request the form would send: an empty company left out and an unchosen topic missing, so
 * the schema judges exactly what would be stored. The schema itself trims every field.
 */
export function toCandidateRequest(values: ContactFormValues): Record<string, unknown> {
  const { name, email, company, topic, message, consent } = values;
  return {
    name,
    email,
    ...(company.trim() ? { company } : {}),
    ...(topic ? { topic } : {}),
    message,
    consent,
  };
}
