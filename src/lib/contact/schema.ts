import { z } from "zod/mini";
import { DEFAULT_LOCALE, LOCALES } from "@/config/locale";
import { CONTACT_LIMITS, CONTACT_TOPICS, EMAIL_PATTERN } from "./contract.mjs";
import type { ContactField } from "./fields";
import {
  hasInvisibleInMessage,
  hasInvisibleOnOneLine,
  isBlank,
  LINE_BREAKS,
} from "./invisible-characters";
import type { ValidationProblem } from "./validation-problems";

export { CONTACT_COLLECTION, CONTACT_LIMITS, CONTACT_TOPICS, EMAIL_PATTERN } from "./contract.mjs";

const { name, email, company, message } = CONTACT_LIMITS;

/** An issue's message is the problem's name; the form puts it in words (./validation-problems.ts). */
const problem = (name: ValidationProblem) => name;

/**
 * Length checks in UTF-16 code units, as the limits are written and the form's counter counts
 * them. zod's own minLength and maxLength count code points, so an emoji would count once here
 * and twice on the form.
 */
const atLeast = (min: number, name: ValidationProblem) =>
  z.refine<string>((value) => value.length >= min, problem(name));
const atMost = (max: number, name: ValidationProblem) =>
  z.refine<string>((value) => value.length <= max, problem(name));

/**
 * Refuses characters no one types on purpose, which `holdsThem` finds (./invisible-characters.ts):
 * controls, format characters and what fonts draw as nothing (variation selectors, fillers, the
 * braille blank). In a one-line field a line break could forge a line of the team's e-mail, an
 * override could reverse how its subject reads, and a zero-width, tag or ignorable character
 * could make two names that read alike differ.
 */
const withoutInvisible = (holdsThem: (value: string) => boolean, name: ValidationProblem) =>
  z.refine<string>((value) => !holdsThem(value), problem(name));

/** Refuses a value that shows as nothing, however many invisible characters it counts. */
const visible = (name: ValidationProblem) =>
  z.refine<string>((value) => !isBlank(value), problem(name));

/**
 * A person's or a company's name: trimmed, within its limits, and visible: one that shows as
 * nothing is missing (the visitor sees an empty field), and one that shows holds no invisible
 * character. Each problem in the field's own words.
 */
function nameField(
  limits: { min: number; max: number },
  problems: Record<"missing" | "invisible" | "tooLong", ValidationProblem>,
) {
  return z
    .string(problem(problems.missing))
    .check(
      z.trim(),
      atLeast(limits.min, problems.missing),
      visible(problems.missing),
      withoutInvisible(hasInvisibleOnOneLine, problems.invisible),
      atMost(limits.max, problems.tooLong),
    );
}

/**
 * One contact request as the visitor sends it: a rule for each of the contract's fields (the
 * shape must name every one, and no other), optional where the contract says so. The form
 * validates with it, and so does the contact function (functions/src/submission.ts), the only
 * writer of requests, which stores exactly these fields plus its own. Each issue's message
 * names a ValidationProblem, which the form shows in the page's language. zod/mini keeps the
 * browser's download small; it is fetched only once the visitor starts on the form.
 */
export const contactRequestSchema = z.strictObject({
  name: nameField(name, {
    missing: "nameMissing",
    invisible: "nameInvisible",
    tooLong: "nameTooLong",
  }),
  email: z
    .string(problem("emailMissing"))
    .check(
      z.trim(),
      atLeast(email.min, "emailMissing"),
      atMost(email.max, "emailTooLong"),
      withoutInvisible(hasInvisibleOnOneLine, "emailInvisible"),
      z.regex(new RegExp(EMAIL_PATTERN), problem("emailInvalid")),
    ),
  company: z.optional(
    nameField(company, {
      missing: "companyMissing",
      invisible: "companyInvisible",
      tooLong: "companyTooLong",
    }),
  ),
  topic: z.enum(CONTACT_TOPICS, problem("topicMissing")),
  message: z.string(problem("messageMissing")).check(
    z.overwrite((value) => value.replace(LINE_BREAKS, "\n")),
    z.trim(),
    withoutInvisible(hasInvisibleInMessage, "messageInvisible"),
    atLeast(message.min, "messageTooShort"),
    atMost(message.max, "messageTooLong"),
  ),
  consent: z.literal(true, problem("consentMissing")),
} satisfies Record<ContactField, z.core.$ZodType>);

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * The `locale` a request carries besides the visitor's fields (contract.mjs): the language of
 * the page it was sent from, which the team's mail names. A page from before the Spanish
 * edition sends none: it was English.
 */
export const requestLocaleSchema = z._default(z.enum(LOCALES), DEFAULT_LOCALE);
