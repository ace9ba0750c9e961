import { z } from "zod/mini";
import { CONTACT_LIMITS, CONTACT_TOPICS, EMAIL_PATTERN } from "./contract.mjs";

export {
  CONTACT_COLLECTION,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  EMAIL_PATTERN,
  OPTIONAL_FIELDS,
  REQUIRED_FIELDS,
} from "./contract.mjs";

const { name, email, company, message } = CONTACT_LIMITS;
const count = (n: number) => n.toLocaleString("en-US");

/**
 * One contact request exactly as it is stored, without the server-set `createdAt`.
 * The Firestore rules enforce the same contract (tests/rules prove that they agree), and the
 * messages are what the form shows under each field. zod/mini keeps the browser's download
 * small; it is fetched only once the visitor starts on the form.
 */
export const contactRequestSchema = z.strictObject({
  name: z
    .string("Enter your name.")
    .check(
      z.minLength(name.min, "Enter your name."),
      z.maxLength(name.max, `Keep your name to ${count(name.max)} characters or fewer.`),
    ),
  email: z
    .string("Enter your email address.")
    .check(
      z.minLength(1, "Enter your email address."),
      z.maxLength(email.max, `An email address can be at most ${count(email.max)} characters.`),
      z.regex(new RegExp(EMAIL_PATTERN), "Enter an email address like name@company.com."),
    ),
  company: z.optional(
    z
      .string("Enter your company's name, or leave it empty.")
      .check(
        z.minLength(company.min, "Enter your company's name, or leave it empty."),
        z.maxLength(
          company.max,
          `Keep the company name to ${count(company.max)} characters or fewer.`,
        ),
      ),
  ),
  topic: z.enum(CONTACT_TOPICS, "Choose what your message is about."),
  message: z
    .string("Write your message.")
    .check(
      z.minLength(
        message.min,
        `Write at least ${count(message.min)} characters so we know how to help.`,
      ),
      z.maxLength(message.max, `Keep your message to ${count(message.max)} characters or fewer.`),
    ),
  consent: z.literal(true, "Agree to the privacy policy so that we can reply to you."),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
