import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "../src/smtp-mailer";
import { loggingSmtpServer } from "./harness";

const MAIL = {
  to: "team@gigloom.test",
  from: "site@gigloom.test",
  replyTo: { name: "Ada", address: "ada@example.com" },
  subject: "Contact request: Brand from Ada",
  text: "A visitor's message, which no one on the way may read.",
  messageId: "<contact-AbCdEfGhIjKlMnOpQrSt@gigloom.test>",
};

describe("the mailer over smtp://", () => {
  let plain: Awaited<ReturnType<typeof loggingSmtpServer>>;
  let startTls: Awaited<ReturnType<typeof loggingSmtpServer>>;
  beforeAll(async () => {
    plain = await loggingSmtpServer(2593, "none");
    startTls = await loggingSmtpServer(2594, "starttls");
  });
  afterAll(async () => {
    await plain.stop();
    await startTls.stop();
  });

  it("refuses a server that offers no STARTTLS: the password and the message never reach it", async () => {
    await expect(smtpMailer(plain.url()).send(MAIL)).rejects.toThrow(/STARTTLS/i);
    // Not even when the URL asks it not to require TLS.
    await expect(smtpMailer(plain.url("?requireTLS=false")).send(MAIL)).rejects.toThrow(
      /STARTTLS/i,
    );
    await expect(smtpMailer(plain.url("?ignoreTLS=true")).send(MAIL)).rejects.toThrow(/STARTTLS/i);
    expect(plain.logins()).toEqual([]);
    expect(plain.received()).toBe(0);
  });

  it("sends through a server that offers STARTTLS, logging in only once the connection is encrypted", async () => {
    await smtpMailer(startTls.url()).send(MAIL);
    expect(startTls.logins()).toEqual([{ user: "mailer", pass: "s3cret", overTls: true }]);
    expect(startTls.received()).toBe(1);
  });
});

describe("the mailer over smtps://", () => {
  let implicit: Awaited<ReturnType<typeof loggingSmtpServer>>;
  beforeAll(async () => {
    implicit = await loggingSmtpServer(2595, "implicit");
  });
  afterAll(() => implicit.stop());

  it("sends as before, over TLS from the first byte", async () => {
    await smtpMailer(implicit.url()).send(MAIL);
    expect(implicit.logins()).toEqual([{ user: "mailer", pass: "s3cret", overTls: true }]);
    expect(implicit.received()).toBe(1);
  });
});
