import type { ContactRequest } from "@/lib/contact/schema";
import { TOPIC_OPTIONS } from "@/lib/contact/topics";

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
  /** The same for every attempt at one request, so mail tools can tell a repeat. */
  messageId: string;
};

/** Visitors' text goes into a header: no line breaks or runs of spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The e-mail that tells the team about a stored request: its subject names the topic and
 * the sender, its body holds every field, and a reply goes to the visitor.
 */
export function notificationMail(
  requestId: string,
  request: ContactRequest,
  receivedAt: Date,
  settings: MailSettings,
): NotificationMail {
  const topic = TOPIC_OPTIONS.find((option) => option.value === request.topic)?.label;
  const sender = request.company
    ? `${oneLine(request.name)} (${oneLine(request.company)})`
    : oneLine(request.name);
  return {
    to: settings.inbox,
    from: settings.from,
    replyTo: { name: oneLine(request.name), address: request.email },
    subject: `Contact request: ${topic ?? request.topic} from ${sender}`,
    messageId: `<contact-${requestId}@${settings.from.replace(/^.*@|>.*$/g, "")}>`,
    text: [
      `Topic: ${topic ?? request.topic}`,
      `Name: ${request.name}`,
      `E-mail: ${request.email}`,
      `Company: ${request.company ?? "(not given)"}`,
      `Consent to the privacy policy: ${request.consent ? "yes" : "no"}`,
      `Received: ${receivedAt.toISOString()}`,
      `Reference: ${requestId}`,
      "",
      "Message:",
      request.message,
      "",
      "Reply to this e-mail to answer the sender.",
    ].join("\n"),
  };
}
