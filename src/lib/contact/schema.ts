import { z } from "zod/mini";
import { CONTACT_LIMITS, CONTACT_TOPICS, EMAIL_PATTERN } from "./contract.mjs";
import type { ContactField } from "./fields";
import { formatCount } from "@/lib/format-count";
import {
  CONTROL_BUT_LAYOUT,
  CONTROL_OR_BREAK,
  hasInvisible,
  LINE_BREAKS,
} from "./invisible-characters";

export { CONTACT_COLLECTION, CONTACT_LIMITS, CONTACT_TOPICS, EMAIL_PATTERN } from "./contract.mjs";

const { name, email, company, message } = CONTACT_LIMITS;

/**
 * Length checks in UTF-16 code units, as the limits are written and the form's counter counts
 * them. zod's own minLength and maxLength count code points, so an emoji would count once here
 * and twice on the form.
 */
const atLeast = (min: number, message: string) =>
  z.refine<string>((value) => value.length >= min, message);
const atMost = (max: number, message: string) =>
  z.refine<string>((value) => value.length <= max, message);

/**
 * Refuses characters no one types on purpose: the controls `pattern` names, and the marks that
 * reorder how text displays. In a one-line field a line break could forge a line of the team's
 * e-mail, and an override could reverse how its subject reads.
 */
const withoutInvisible = (pattern: RegExp, message: string) =>
  z.refine<string>((value) => !hasInvisible(value, pattern), message);
const invisibleMessage = (what: string) =>
  `Remove the line breaks or invisible formatting characters from ${what}: they often come with copied text.`;

/**
 * One contact request as the visitor sends it: a rule for each of the contract's fields (the
 * shape must name every one, and no other), optional where the contract says so. The form
 * validates with it, and so does the contact function (functions/src/submission.ts), the only
 * writer of requests, which stores exactly these fields plus its own; the messages are what the
 * form shows under each field. zod/mini keeps the browser's download small; it is fetched only
 * once the visitor starts on the form.
 */
export const contactRequestSchema = z.strictObject({
  name: z
    .string("Enter your name.")
    .check(
      z.trim(),
      atLeast(name.min, "Enter your name."),
      withoutInvisible(CONTROL_OR_BREAK, invisibleMessage("your name")),
      atMost(name.max, `Keep your name to ${formatCount(name.max)} characters or fewer.`),
    ),
  email: z
    .string("Enter your email address.")
    .check(
      z.trim(),
      atLeast(email.min, "Enter your email address."),
      atMost(email.max, `An email address can be at most ${formatCount(email.max)} characters.`),
      z.regex(new RegExp(EMAIL_PATTERN), "Enter an email address like name@company.com."),
    ),
  company: z.optional(
    z
      .string("Enter your company's name, or leave it empty.")
      .check(
        z.trim(),
        atLeast(company.min, "Enter your company's name, or leave it empty."),
        withoutInvisible(CONTROL_OR_BREAK, invisibleMessage("the company name")),
        atMost(
          company.max,
          `Keep the company name to ${formatCount(company.max)} characters or fewer.`,
        ),
      ),
  ),
  topic: z.enum(CONTACT_TOPICS, "Choose what your message is about."),
  message: z.string("Write your message.").check(
    z.overwrite((value) => value.replace(LINE_BREAKS, "\n")),
    z.trim(),
    withoutInvisible(
      CONTROL_BUT_LAYOUT,
      "Remove the invisible formatting characters from your message: they often come with copied text.",
    ),
    atLeast(
      message.min,
      `Write at least ${formatCount(message.min)} characters so we know how to help.`,
    ),
    atMost(message.max, `Keep your message to ${formatCount(message.max)} characters or fewer.`),
  ),
  consent: z.literal(true, "Agree to the privacy policy so that we can reply to you."),
} satisfies Record<ContactField, z.core.$ZodType>);

export type ContactRequest = z.infer<typeof contactRequestSchema>;
