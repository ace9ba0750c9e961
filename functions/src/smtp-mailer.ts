import { createTransport } from "nodemailer";
import { SMTP_TIMEOUTS } from "./mail-timing";
import type { Mailer } from "./notify";

/**
 * Sends over SMTP to the server `smtpUrl` names (smtp:// or smtps://, with credentials), giving
 * up on a server that does not answer within the timeouts.
 */
export function smtpMailer(smtpUrl: string, timeouts = SMTP_TIMEOUTS): Mailer {
  const transport = createTransport({ url: smtpUrl, ...timeouts });
  return { send: (mail) => transport.sendMail(mail) };
}
