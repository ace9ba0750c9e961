/**
 * What the contact schema can find wrong with a field, by name: the schema reports these, and
 * the form shows each in the page's language (messages/<locale>.json, contact.errors, with the
 * contract's limits as arguments). The schema is shared with the function, so it holds no words
 * of any language.
 */
export type ValidationProblem =
  | "nameMissing"
  | "nameInvisible"
  | "nameTooLong"
  | "emailMissing"
  | "emailTooLong"
  | "emailInvisible"
  | "emailInvalid"
  | "companyMissing"
  | "companyInvisible"
  | "companyTooLong"
  | "topicMissing"
  | "messageMissing"
  | "messageInvisible"
  | "messageTooShort"
  | "messageTooLong"
  | "consentMissing";
