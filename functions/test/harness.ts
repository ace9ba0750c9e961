import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { PORTS } from "../../scripts/shared/project.mjs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { mailSinkUrl, startMailSink } from "../../scripts/local/mail-sink.mjs";
import { CONTACT_COLLECTION, RATE_LIMIT_COLLECTION } from "@/lib/contact/contract.mjs";
import { newRequestId } from "@/lib/contact/request-id";
import type { SubmissionContext } from "../src/handle-submission";
import { notifyTeam } from "../src/notify";
import { smtpMailer } from "../src/smtp-mailer";

// Its own project on the shared emulator, so the rules tests' data never meets this suite's.
const PROJECT = "demo-gigloom-functions";
const EMULATOR = `127.0.0.1:${PORTS.firestore}`;
export const SETTINGS = { inbox: "team@gigloom.test", from: "Gigloom site <site@gigloom.test>" };
/** A port where nothing listens: an SMTP server that is down. */
export const DEAD_SMTP = "smtp://127.0.0.1:1";

export async function firestoreHarness() {
  process.env.FIRESTORE_EMULATOR_HOST = EMULATOR;
  const app: App = initializeApp({ projectId: PROJECT }, `test-${newRequestId()}`);
  const db: Firestore = getFirestore(app);
  return {
    db,
    async clear() {
      await fetch(
        `http://${EMULATOR}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
        { method: "DELETE" },
      );
    },
    async stored() {
      const snapshot = await db.collection(CONTACT_COLLECTION).get();
      return snapshot.docs.map((doc): Record<string, unknown> => ({ id: doc.id, ...doc.data() }));
    },
    async limitRecords() {
      return (await db.collection(RATE_LIMIT_COLLECTION).get()).docs.map((doc) => doc.data());
    },
    close: () => deleteApp(app),
  };
}

/** A real SMTP server that keeps what it receives, like the team's inbox. */
export async function inbox(port: number) {
  const dir = mkdtempSync(join(tmpdir(), "gigloom-mail-"));
  const stop = await startMailSink({ port, dir });
  const messages = () =>
    readdirSync(dir)
      // In the order received: the sink names each file <time>-<count>.eml.
      .sort((a, b) => parseInt(a.split("-")[1]!) - parseInt(b.split("-")[1]!))
      .map((file) => readFileSync(join(dir, file), "utf8"));
  return {
    url: mailSinkUrl(port),
    messages,
    /** The messages received after the first `after`, decoded as a mail client reads them. */
    parsed: (after = 0) =>
      Promise.all(
        messages()
          .slice(after)
          .map((raw) => simpleParser(raw)),
      ),
    stop,
  };
}

/**
 * A mail server that logs in anyone and keeps who logged in (with the password it saw, and
 * whether over TLS) and how many messages it took. `tls`: "none" offers no STARTTLS (an old or
 * an impostor server, which would take a password in clear), "starttls" offers it, "implicit"
 * starts with TLS (smtps://). Its certificate is smtp-server's own self-signed one.
 */
export async function loggingSmtpServer(port: number, tls: "none" | "starttls" | "implicit") {
  const logins: Array<{ user: string; pass: string; overTls: boolean }> = [];
  let received = 0;
  const server = new SMTPServer({
    secure: tls === "implicit",
    disabledCommands: tls === "none" ? ["STARTTLS"] : [],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, session, done) {
      logins.push({
        user: auth.username ?? "",
        pass: auth.password ?? "",
        overTls: session.secure,
      });
      done(null, { user: auth.username });
    },
    onData(stream, _session, done) {
      stream.resume();
      stream.on("end", () => {
        received += 1;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const scheme = tls === "implicit" ? "smtps" : "smtp";
  return {
    /** With a login, and, but for "none", told to take the self-signed certificate. */
    url: (query = tls === "none" ? "" : "?tls.rejectUnauthorized=false") =>
      `${scheme}://mailer:s3cret@127.0.0.1:${port}${query}`,
    logins: () => logins,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A tarpit: an SMTP server that accepts connections and never says a word, like a mail server
 * that hangs. Every socket is kept, so stopping it ends them all.
 */
export async function tarpit(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** What the callable gives the handler, with the team's mail sent to `smtpUrl`. */
export function contextFor(
  db: Firestore,
  smtpUrl: string,
  overrides: Partial<SubmissionContext> = {},
): SubmissionContext {
  return {
    db,
    now: new Date("2026-11-23T10:00:00Z"),
    clientAddress: "203.0.113.7",
    salt: "test-salt",
    notify: (requestId) => notifyTeam(db, requestId, smtpMailer(smtpUrl), SETTINGS),
    ...overrides,
  };
}

let count = 0;
/** A valid submission, as the form sends it; each call a new id and a new sender. */
export function submission(overrides: Record<string, unknown> = {}) {
  count += 1;
  return {
    requestId: newRequestId(),
    name: `Ana López ${count}`,
    email: `ana.${count}@brand.example`,
    company: "Kelpwise",
    topic: "brand",
    message: "We would like to brief ten creators for a spring launch.",
    consent: true,
    website: "",
    ...overrides,
  };
}
