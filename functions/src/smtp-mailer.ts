import { createTransport } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { SMTP_TIMEOUTS } from "./mail-timing";
import type { Mailer } from "./notify";

/**
 * Sends over SMTP to the server `smtpUrl` names (smtp:// or smtps://, with credentials), giving
 * up on a server that does not answer within the timeouts. Only over TLS: smtps:// starts with
 * it, and over smtp:// the mailer requires STARTTLS before it logs in or sends, so neither the
 * credentials nor a visitor's message cross the network in clear; a server that offers no
 * STARTTLS gets neither.
 */
export function smtpMailer(smtpUrl: string, timeouts = SMTP_TIMEOUTS): Mailer {
  const fromUrl = parseConnectionUrl(smtpUrl);
  const transport = createTransport({
    ...timeouts,
    ...fromUrl,
    // Last, so that no option in the URL's query (`?requireTLS=false`) can turn it off.
    requireTLS: fromUrl.secure !== true,
  });
  return { send: (mail) => transport.sendMail(mail) };
}
