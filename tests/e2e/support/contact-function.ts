import { readdirSync, readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";
import { emulatedFunctionUrl, PORTS, ROOT } from "../../../scripts/shared/project.mjs";
import { SUBMIT_FUNCTION } from "../../../src/lib/contact/contract.mjs";
import { newRequestId } from "../../../src/lib/contact/request-id";

/** Every request to the Functions emulator. */
export const FUNCTIONS_EMULATOR = `http://127.0.0.1:${PORTS.functions}/**`;
/** Where the site's SDK calls the contact function: the project's us-central1. */
export const SUBMIT_URL = emulatedFunctionUrl(SUBMIT_FUNCTION);

let clients = 0;

/**
 * A client network of its own for one test (a /24 no other test of this run uses), so the
 * per-network limit of one test never refuses another's requests.
 */
export function uniqueClientAddress(workerIndex: number): string {
  clients += 1;
  return `10.${workerIndex % 256}.${clients % 256}.7`;
}

/** An address of Google's front end, the proxy that hands each call to Cloud Functions. */
const GOOGLE_FRONT_END = "66.102.8.142";

/**
 * X-Forwarded-For as a call from `address` reaches the function in production (docs/contact.md):
 * whatever the client sent (here a forged entry), the client as Google's front end saw it, and
 * the front end itself. The function must pick `address` out of it.
 */
export function forwardedFor(address: string, forged = "192.0.2.66"): string {
  return `${forged}, ${address}, ${GOOGLE_FRONT_END}`;
}

/** The request's headers as Cloud Functions passes them from `address`. */
export function fromClient(route: Route, address: string) {
  return { ...route.request().headers(), "x-forwarded-for": forwardedFor(address) };
}

/** The page's calls to the contact function come from `address`. */
export async function callFromClient(page: Page, address: string) {
  await page.route(FUNCTIONS_EMULATOR, (route) =>
    route.fallback({ headers: fromClient(route, address) }),
  );
}

/**
 * A call as any script could make it, past the form: the callable protocol over HTTP, from
 * `address`, with `forged` as the left-most X-Forwarded-For entry the script chose.
 */
export async function callSubmit(
  address: string,
  request: Record<string, unknown>,
  { forged }: { forged?: string } = {},
) {
  const response = await fetch(SUBMIT_URL, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": forwardedFor(address, forged),
    },
    body: JSON.stringify({ data: { requestId: newRequestId(), ...request } }),
  });
  return (await response.json()) as { result?: unknown; error?: { status: string } };
}

/** The e-mails the local inbox (scripts/local/mail-sink.mjs) received from the sender `email`. */
export function mailsFrom(email: string): string[] {
  const dir = `${ROOT}tmp/mail`;
  return readdirSync(dir)
    .map((file) => readFileSync(`${dir}/${file}`, "utf8"))
    .filter((raw) =>
      // A long header, such as a name with accents in its encoded form, goes on over lines.
      new RegExp(`^Reply-To: .*<${email.replace(/[.+]/g, "\\$&")}>$`, "m").test(unfolded(raw)),
    );
}

/** The mail with each header on one line. */
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");
