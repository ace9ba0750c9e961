import "server-only";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { AMENDMENT_WINDOW_MINUTES, CONTACT_LIMITS, CONTACT_TOPICS } from "./contract.mjs";
import type { ContactFormStrings } from "./form-strings";
import { type FailureNotice, SEND_FAILURES, type SendFailure } from "./send-failure";
import { ACKNOWLEDGEMENT_TIMEOUT_MS } from "./sender";

const { name, email, company, message } = CONTACT_LIMITS;

/**
 * The contact form's words in `locale`, made at build time from messages/<locale>.json
 * (contact), with the contract's limits, the sender's timeout and the window for a correction as
 * the messages' arguments.
 */
export function contactFormStrings(locale: Locale): ContactFormStrings {
  const t = translator(locale, "contact");
  /** A message the browser fills in: given as the catalogue writes it. */
  const template = (key: Parameters<typeof t.raw>[0]) => String(t.raw(key));
  const notice = (failure: SendFailure): FailureNotice => ({
    title: t(`failures.${failure}.title`),
    body: t(`failures.${failure}.body`, {
      seconds: ACKNOWLEDGEMENT_TIMEOUT_MS / 1000,
      minutes: AMENDMENT_WINDOW_MINUTES,
    }),
    retryLabel: t(`failures.${failure}.retry`),
  });

  return {
    form: {
      title: t("form.title"),
      requiredNote: t("form.requiredNote"),
      optional: t("form.optional"),
      send: t("form.send"),
      sending: t("form.sending"),
      needsJavaScript: t("form.needsJavaScript"),
      honeypot: t("form.honeypot"),
      errorLabel: t("form.errorLabel"),
    },
    labels: {
      name: t("fields.name"),
      email: t("fields.email"),
      company: t("fields.company"),
      topic: t("fields.topic"),
      message: t("fields.message"),
    },
    hints: { message: t("fields.messageHint"), consent: t("fields.consentHint") },
    lengths: { message: t("fields.length", message) },
    topics: Object.fromEntries(
      CONTACT_TOPICS.map((topic) => [
        topic,
        { label: t(`topics.${topic}.label`), hint: t(`topics.${topic}.hint`) },
      ]),
    ) as ContactFormStrings["topics"],
    errors: {
      nameMissing: t("errors.nameMissing"),
      nameInvisible: t("errors.nameInvisible"),
      nameTooLong: t("errors.nameTooLong", name),
      emailMissing: t("errors.emailMissing"),
      emailTooLong: t("errors.emailTooLong", email),
      emailInvisible: t("errors.emailInvisible"),
      emailInvalid: t("errors.emailInvalid"),
      companyMissing: t("errors.companyMissing"),
      companyInvisible: t("errors.companyInvisible"),
      companyTooLong: t("errors.companyTooLong", company),
      topicMissing: t("errors.topicMissing"),
      messageMissing: t("errors.messageMissing"),
      messageInvisible: t("errors.messageInvisible"),
      messageTooShort: t("errors.messageTooShort", message),
      messageTooLong: t("errors.messageTooLong", message),
      consentMissing: t("errors.consentMissing"),
    },
    failures: {
      notices: Object.fromEntries(
        SEND_FAILURES.map((failure) => [failure, notice(failure)]),
      ) as Record<SendFailure, FailureNotice>,
      wait: {
        tryAgainIn: template("wait.tryAgainIn"),
        tryAgainLater: t("wait.tryAgainLater"),
        minute: t("wait.minute"),
        minutes: template("wait.minutes"),
        hour: t("wait.hour"),
        hours: template("wait.hours"),
      },
      stillTrying: t("failures.stillTrying"),
    },
    success: {
      thanks: template("success.thanks"),
      updated: t("success.updated"),
      replyTo: template("success.replyTo"),
      reference: template("success.reference"),
      another: t("success.another"),
    },
  };
}
