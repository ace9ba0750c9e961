/**
 * How long the team's e-mail may take, at each step. The function's own timeout is 60 s; a mail
 * server that is slow or silent must never hold a request near it.
 */

/** nodemailer's waits: connecting, the server's greeting, and any silence on the socket. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

/**
 * How long the visitor's answer waits for the mail. The request is stored before the mail is
 * tried, so past this the visitor is told it arrived, and the mail goes on (or is retried).
 */
export const MAIL_WAIT_FOR_VISITOR_MS = 3_000;

/**
 * How long a claimed notification belongs to its sender. Far longer than a send can last under
 * the timeouts above, so a sender that is still at work is never overtaken; once it has run
 * out, the sender is taken to have died, and the retry job sends the mail.
 */
export const NOTIFICATION_LEASE_MS = 10 * 60_000;
