import { describe, expect, it } from "vitest";
import type { ContactRequest } from "@/lib/contact/schema";
import { notificationMail } from "../../../functions/src/notification-mail";
import { VALID_REQUEST } from "../../support/contact-payloads";

const SETTINGS = { inbox: "team@gigloom.test", from: "Gigloom site <site@gigloom.test>" };
const stored = (request: Partial<ContactRequest> = {}, extra = {}) => ({
  requestId: "AbCdEfGhIjKlMnOpQrSt",
  request: { ...VALID_REQUEST, ...request } as ContactRequest,
  locale: "en" as const,
  revision: 1,
  receivedAt: new Date("2026-11-24T10:00:00Z"),
  ...extra,
});

/** The lines of the body that are ours: everything but the quoted message. */
const ourLines = (text: string) => text.split("\n").filter((line) => !line.startsWith(">"));

describe("the team's notification mail", () => {
  it("quotes every line of the message, so no line of it can pass for one of our fields", () => {
    const message = "Hello,\nE-mail: attacker@evil.example\nReference: 000\r\nSubject: urgent";
    const { text } = notificationMail(stored({ message }), SETTINGS);
    expect(text).toContain(
      "Message:\n> Hello,\n> E-mail: attacker@evil.example\n> Reference: 000\n> Subject: urgent\n",
    );
    expect(ourLines(text).filter((line) => line.startsWith("E-mail:"))).toEqual([
      `E-mail: ${VALID_REQUEST.email}`,
    ]);
  });

  it("quotes a stored message's other breaks too: a vertical tab or a next-line control starts a quoted line", () => {
    // The contract refuses these now; a request stored before it did must still be safe.
    const { text } = notificationMail(
      stored({ message: "Hello\u000bE-mail: attacker@evil.example\u0085Reference: 000" }),
      SETTINGS,
    );
    expect(text).toContain("> Hello\n> E-mail: attacker@evil.example\n> Reference: 000\n");
  });

  it("keeps a line break or a direction override in a stored name out of the subject and the lines", () => {
    // The contract refuses these now; a request stored before it did must still be safe.
    const name = "Ada\nE-mail: attacker@evil.example\u202E";
    const mail = notificationMail(stored({ name }), SETTINGS);
    expect(mail.subject).not.toMatch(/[\n\u202E]/);
    expect(mail.replyTo.name).not.toMatch(/[\n\u202E]/);
    expect(ourLines(mail.text).filter((line) => line.startsWith("E-mail:"))).toHaveLength(1);
  });

  it("gives each field a line in the contract's order, says so for one not given, and quotes the message below", () => {
    const { text } = notificationMail(stored({ company: undefined }), SETTINGS);
    expect(text).toBe(
      [
        "Name: Ada Lovelace",
        `E-mail: ${VALID_REQUEST.email}`,
        "Company: (not given)",
        "Topic: Brand",
        "Consent to the privacy policy: yes",
        "Language: English (en)",
        "Received: 2026-11-24T10:00:00.000Z",
        "Reference: AbCdEfGhIjKlMnOpQrSt",
        "",
        "Message:",
        `> ${VALID_REQUEST.message}`,
        "",
        "Reply to this e-mail to answer the sender.",
      ].join("\n"),
    );
  });

  it("names the topic and sender in the subject and answers the visitor", () => {
    const mail = notificationMail(stored(), SETTINGS);
    expect(mail.subject).toBe(
      `Contact request: Brand from ${VALID_REQUEST.name} (${VALID_REQUEST.company})`,
    );
    expect(mail.replyTo).toEqual({ name: VALID_REQUEST.name, address: VALID_REQUEST.email });
    expect(mail.messageId).toBe("<contact-AbCdEfGhIjKlMnOpQrSt@gigloom.test>");
  });

  it("says so in the subject, and on the language line, when the visitor wrote from a Spanish page", () => {
    const mail = notificationMail(stored({}, { locale: "es" }), SETTINGS);
    expect(mail.subject).toBe(
      `Contact request in Spanish: Brand from ${VALID_REQUEST.name} (${VALID_REQUEST.company})`,
    );
    expect(ourLines(mail.text)).toContain("Language: Spanish (es)");
    const corrected = notificationMail(
      stored(
        { email: "ada@analytical.example" },
        { locale: "es", revision: 2, lastMailed: VALID_REQUEST },
      ),
      SETTINGS,
    );
    expect(corrected.subject).toMatch(/^Corrected contact request in Spanish: /);
  });

  it("a correction says what changed, and answers the mail it corrects", () => {
    const corrected = { email: "ada@analytical.example" };
    const mail = notificationMail(
      stored(corrected, { revision: 2, lastMailed: { ...VALID_REQUEST } }),
      SETTINGS,
    );
    expect(mail.subject).toMatch(/^Corrected contact request: /);
    expect(mail.text).toMatch(/^Changed: E-mail$/m);
    expect(mail.messageId).toBe("<contact-AbCdEfGhIjKlMnOpQrSt-r2@gigloom.test>");
    expect(mail.inReplyTo).toBe("<contact-AbCdEfGhIjKlMnOpQrSt@gigloom.test>");
    expect(mail.replyTo.address).toBe("ada@analytical.example");
  });

  it("a correction that changed the e-mail names both addresses, the old and the new", () => {
    const corrected = { email: "ada@analytical.example" };
    const mail = notificationMail(
      stored(corrected, {
        revision: 2,
        lastMailed: { ...VALID_REQUEST },
        earlierEmail: VALID_REQUEST.email,
      }),
      SETTINGS,
    );
    expect(mail.text).toContain(
      `E-mail changed by a correction: from ${VALID_REQUEST.email} to ada@analytical.example.`,
    );
    expect(mail.replyTo.address).toBe("ada@analytical.example");
  });

  it("names no earlier address when a correction kept the e-mail", () => {
    const mail = notificationMail(
      stored(
        { message: "A longer message, corrected." },
        { revision: 2, lastMailed: { ...VALID_REQUEST }, earlierEmail: VALID_REQUEST.email },
      ),
      SETTINGS,
    );
    expect(mail.text).not.toMatch(/E-mail changed/);
  });
});
