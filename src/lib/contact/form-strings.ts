import type { ContactField } from "./fields";
import type { MessageTemplate } from "./message-template";
import type { FailureWords } from "./send-failure";
import type { ContactTopic } from "./topics";
import type { ValidationProblem } from "./validation-problems";

/**
 * Every word the contact form shows, in the page's language. The server makes them from the
 * catalogue (./localized-form-strings.ts) and hands them to the form as one prop, so the
 * browser gets only the words of its page, never the catalogue or an ICU parser. The contract's
 * limits are already written into them; what only the browser knows (the visitor's name, the
 * wait the server asks for) is filled into a MessageTemplate.
 */
export type ContactFormStrings = {
  form: {
    title: string;
    requiredNote: string;
    /** After an optional field's label. */
    optional: string;
    send: string;
    sending: string;
    needsJavaScript: string;
    honeypot: string;
    /** Before an error, for screen readers. */
    errorLabel: string;
  };
  /**
   * Each field's name on the form. The consent box's label links the privacy policy, so the
   * page gives it as an element of its own (ContactForm's `consentLabel`).
   */
  labels: Record<Exclude<ContactField, "consent">, string>;
  /** What to write, under a field; the consent box's says what its details are used for. */
  hints: Partial<Record<ContactField, string>> & { consent: string };
  /** How long a multi-line field may be, in words ("10 to 5,000 characters."). */
  lengths: Partial<Record<ContactField, string>>;
  topics: Record<ContactTopic, { label: string; hint: string }>;
  errors: Record<ValidationProblem, string>;
  failures: FailureWords & { stillTrying: string };
  success: {
    /** {name} */
    thanks: MessageTemplate;
    updated: string;
    /** {email} */
    replyTo: MessageTemplate;
    /** {reference} */
    reference: MessageTemplate;
    another: string;
  };
};
