import { readdirSync, readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";
import { PORTS, PROJECT_ID, ROOT } from "../../../scripts/lib/project.mjs";
import { SUBMIT_FUNCTION } from "../../../src/lib/contact/contract.mjs";
import { newRequestId } from "../../../src/lib/contact/request-id";

/** Every request to the Functions emulator. */
export const FUNCTIONS_EMULATOR = `http://127.0.0.1:${PORTS.functions}/**`;
/** Where the site's SDK calls the contact function: the project's us-central1. */
export const SUBMIT_URL = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/us-central1/${SUBMIT_FUNCTION}`;

let clients = 0;

/**
 * A client network of its own for one test (a /24 no other test of this run uses), so the
 * per-network limit of one test never refuses another's requests.
 */
export function uniqueClientAddress(workerIndex: number): string {
  clients += 1;
  return `10.${workerIndex % 256}.${clients % 256}.7`;
}

/** The request's headers as Cloud Functions passes them from `address`. */
export function fromClient(route: Route, address: string) {
  return { ...route.request().headers(), "x-forwarded-for": address };
}

/** The page's calls to the contact function come from `address`. */
export async function callFromClient(page: Page, address: string) {
  await page.route(FUNCTIONS_EMULATOR, (route) =>
    route.fallback({ headers: fromClient(route, address) }),
  );
}

/** A call as any script could make it, past the form: the callable protocol over HTTP. */
export async function callSubmit(address: string, request: Record<string, unknown>) {
  const response = await fetch(SUBMIT_URL, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ data: { requestId: newRequestId(), ...request } }),
  });
  return (await response.json()) as { result?: unknown; error?: { status: string } };
}

/** The e-mails the local inbox (scripts/mail-sink.mjs) received from the sender `email`. */
export function mailsFrom(email: string): string[] {
  const dir = `${ROOT}tmp/mail`;
  return readdirSync(dir)
    .map((file) => readFileSync(`${dir}/${file}`, "utf8"))
    .filter((raw) =>
      new RegExp(`^Reply-To: .*<${email.replace(/[.+]/g, "\\$&")}>$`, "m").test(raw),
    );
}
