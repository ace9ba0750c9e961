// @ts-check
// The team inbox on this machine: an SMTP server on 127.0.0.1 that accepts every message,
// prints one line for it (to, subject) and keeps it as an .eml file in tmp/mail/, so that
// `npm start` shows a contact request's e-mail arriving and the tests can read it. It offers
// STARTTLS, as a real server must: the contact function's mailer never sends over smtp://
// without it (functions/src/smtp-mailer.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

export const MAIL_SINK_PORT = 2525;

/**
 * The SMTP_URL of a sink on `port`. Its certificate is smtp-server's own self-signed one, which
 * the mailer is told to take: only for this sink on this machine, never in a deployed SMTP_URL.
 * @param {number} port
 */
export const mailSinkUrl = (port) => `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`;

/**
 * The bytes of an encoded word's "Q" text, one character each: `_` a space, `=XX` a byte.
 * @param {string} text
 */
const quotedPrintableBytes = (text) =>
  text
    .replace(/_/g, " ")
    .replace(/=([0-9a-f]{2})/gi, (_, /** @type {string} */ hex) =>
      String.fromCharCode(parseInt(hex, 16)),
    );

/**
 * The first header of that name in a raw message, unfolded, its encoded words (RFC 2047, as
 * nodemailer writes a subject with "í" in it) decoded.
 * @param {string} raw
 * @param {string} name
 */
function header(raw, name) {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  const value = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  // White space between two encoded words is not text; anywhere else it is.
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding, text) =>
      Buffer.from(
        encoding.toLowerCase() === "b" ? text : quotedPrintableBytes(text),
        encoding.toLowerCase() === "b" ? "base64" : "latin1",
      ).toString("utf8"),
    );
}

/**
 * Listens on 127.0.0.1:`port` and writes each message to `dir`; resolves once it listens.
 * `onMail` gets each message's file path. Returns the function that stops it.
 * @param {{ port: number, dir: string, onMail?: (file: string, raw: string) => void }} options
 */
export async function startMailSink({ port, dir, onMail }) {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, _session, done) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const file = join(dir, `${Date.now()}-${++received}.eml`);
        writeFileSync(file, raw);
        onMail?.(file, raw);
        done();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return () => new Promise((resolve) => server.close(() => resolve(undefined)));
}

/** The line `npm start` prints for each message. */
export function describeMail(/** @type {string} */ raw) {
  return `mail to ${header(raw, "To")}: ${header(raw, "Subject")}`;
}
