// @ts-check
// The one check of a secret's value that a deploy makes (scripts/deploy/deploy.mjs): the
// contact mailer's SMTP_URL, read with firebase-tools.

/**
 * Why the value of the secret SMTP_URL cannot be deployed, or undefined when it can. Only an
 * smtps:// URL, TLS from the first byte. Over smtp:// the contact mailer requires STARTTLS
 * (functions/src/smtp-mailer.ts), so it would refuse to send rather than log in in clear, but
 * the team's mail would then stop whenever the server (or someone between) drops STARTTLS. Nor
 * one that takes any certificate (`tls.rejectUnauthorized=false`, for the local mail sink only).
 * The value holds the mail password: no message repeats it.
 * @param {string} value
 * @param {string} project
 * @returns {string | undefined}
 */
export function smtpUrlProblem(value, project) {
  const fix = `set it to smtps://user:password@host:465 with npx firebase functions:secrets:set SMTP_URL --project ${project}`;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return `The secret SMTP_URL is not a URL: ${fix}`;
  }
  if (url.protocol !== "smtps:") {
    return `The secret SMTP_URL is a plain ${url.protocol}// URL, not smtps://, so its session with the mail server would start unencrypted: ${fix}`;
  }
  if (url.searchParams.get("tls.rejectUnauthorized") === "false") {
    return `The secret SMTP_URL takes any certificate (tls.rejectUnauthorized=false), so an impostor could read the password: ${fix}`;
  }
  return undefined;
}
