import { createTransport } from "nodemailer";
import type { Mailer } from "./notify";

/** Sends over SMTP to the server `smtpUrl` names (smtp:// or smtps://, with credentials). */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = createTransport(smtpUrl);
  return { send: (mail) => transport.sendMail(mail) };
}
