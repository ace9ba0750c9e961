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
 * The request the form would send: text trimmed, an empty company left out and an unchosen
 * topic missing, so the schema judges exactly what would be stored.
 */
export function toCandidateRequest(values: ContactFormValues): Record<string, unknown> {
  const company = values.company.trim();
  const topic = values.topic;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(company ? { company } : {}),
    ...(topic ? { topic } : {}),
    message: values.message.trim(),
    consent: values.consent,
  };
}
