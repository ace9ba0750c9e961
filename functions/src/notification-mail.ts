import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { CONTACT_FIELDS, type ContactFieldSpec } from "@/lib/contact/fields";
import { asOneLine, CONTROL_BUT_LAYOUT, LINE_BREAKS } from "@/lib/contact/invisible-characters";
import type { ContactRequest } from "@/lib/contact/schema";
import type { ContactTopic } from "@/lib/contact/topics";
import english from "../../messages/en.json" with { type: "json" };
import { changedFields } from "./request-fields";

export type MailSettings = {
  /** The team inbox that receives every stored request. */
  inbox: string;
  /** The sender address, one the SMTP server may send as. */
  from: string;
};

export type NotificationMail = {
  to: string;
  from: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  /** The same for every attempt at one mail, so mail tools can tell a repeat. */
  messageId: string;
  /** A correction answers the mail it corrects, so mail tools thread the two. */
  inReplyTo?: string;
  references?: string;
};

export type StoredRequest = {
  requestId: string;
  request: ContactRequest;
  /** The language of the page the visitor wrote from: the team answers in it. */
  locale: Locale;
  /** 1 as first stored; each correction by the visitor adds one. */
  revision: number;
  receivedAt: Date;
  /** The version the team was last mailed, when this mail corrects it. */
  lastMailed?: ContactRequest;
  /**
   * After a correction, the address the team last had: the one last mailed, or the first one
   * when no mail went out before it. Reply-To is the new one, so when they differ the mail
   * names both.
   */
  earlierEmail?: string;
};

const labelOf = (field: ContactFieldSpec) => field.label;

/** The fields written on a line of ours each, and those quoted below them, in the contract's order. */
const LINE_FIELDS = CONTACT_FIELDS.filter((field) => field.input !== "lines");
const QUOTED_FIELDS = CONTACT_FIELDS.filter((field) => field.input === "lines");

/** What the contract refuses in a message, which a mail client might still show as a break. */
const OTHER_CONTROLS = new RegExp(CONTROL_BUT_LAYOUT.source, "gu");

/** Every line of the message quoted, so that none of it can pass for one of our lines. */
const quoted = (message: string) =>
  message
    .replace(LINE_BREAKS, "\n")
    .replace(OTHER_CONTROLS, "\n")
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");

/** A topic as the English form names it; the team reads English. */
const topicLabel = (topic: string) => english.contact.topics[topic as ContactTopic]?.label ?? topic;

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
/** A language's English name: "Spanish". */
const englishName = (locale: Locale) => languageNames.of(locale) ?? locale;

/** A field's value as one of our lines shows it: on one line, whatever the visitor typed. */
function shown(field: ContactFieldSpec, value: string | boolean | undefined): string {
  if (value === undefined) return "(not given)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return field.input === "choice" ? topicLabel(value) : asOneLine(value);
}

/**
 * The e-mail that tells the team about a stored request: its subject names the topic and the
 * sender (and the language, when the visitor wrote from a page not in English), its body holds
 * every field and the language, and a reply goes to the visitor. Each line is either ours
 * (a label, then one line of the visitor's text) or a quoted line of a multi-line field (the
 * message), so nothing a visitor writes can forge a header or a field. A correction says what
 * changed.
 */
export function notificationMail(stored: StoredRequest, settings: MailSettings): NotificationMail {
  const { requestId, request, locale, revision, receivedAt, lastMailed, earlierEmail } = stored;
  const name = asOneLine(request.name);
  const sender = request.company ? `${name} (${asOneLine(request.company)})` : name;
  const domain = settings.from.replace(/^.*@|>.*$/g, "");
  const original = `<contact-${requestId}@${domain}>`;
  const changed = lastMailed ? changedFields(lastMailed, request) : [];
  const emailChanged = earlierEmail !== undefined && earlierEmail !== request.email;
  // A request in another language than the site's own says so before the team opens it.
  const inLanguage = locale === DEFAULT_LOCALE ? "" : ` in ${englishName(locale)}`;
  return {
    to: settings.inbox,
    from: settings.from,
    replyTo: { name, address: request.email },
    subject: `${lastMailed ? "Corrected contact request" : "Contact request"}${inLanguage}: ${topicLabel(request.topic)} from ${sender}`,
    ...(lastMailed
      ? {
          messageId: `<contact-${requestId}-r${revision}@${domain}>`,
          inReplyTo: original,
          references: original,
        }
      : { messageId: original }),
    text: [
      ...(lastMailed
        ? [
            "The sender corrected this request after we mailed it to you. This mail replaces the earlier one.",
            `Changed: ${changed.map(labelOf).join(", ")}`,
          ]
        : []),
      ...(emailChanged
        ? [
            `E-mail changed by a correction: from ${asOneLine(earlierEmail)} to ${asOneLine(request.email)}. A reply goes to the new address.`,
          ]
        : []),
      ...(lastMailed || emailChanged ? [""] : []),
      ...LINE_FIELDS.map((field) => `${labelOf(field)}: ${shown(field, request[field.name])}`),
      `Language: ${englishName(locale)} (${locale})`,
      `Received: ${receivedAt.toISOString()}`,
      `Reference: ${requestId}`,
      ...QUOTED_FIELDS.flatMap((field) => [
        "",
        `${labelOf(field)}:`,
        quoted(String(request[field.name] ?? "")),
      ]),
      "",
      "Reply to this e-mail to answer the sender.",
    ].join("\n"),
  };
}
