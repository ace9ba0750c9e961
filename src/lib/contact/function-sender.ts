import { httpsCallable } from "firebase/functions";
import { trackEvent } from "@/lib/analytics/track";
import { startAppCheck } from "@/lib/firebase/app-check";
import { getFunctionsClient } from "@/lib/firebase/functions";
import { SUBMIT_FUNCTION } from "./contract.mjs";
import { reportingOutcomes } from "./outcome-events";
import { createSender, type ContactSubmission, type SubmitAnswer } from "./sender";

// Loaded lazily by the contact form only: this module pulls in the Functions SDK.

async function submitContactRequest() {
  const appCheck = await startAppCheck();
  return httpsCallable<ContactSubmission & { requestId: string }, SubmitAnswer>(
    getFunctionsClient(),
    SUBMIT_FUNCTION,
    // The function consumes each App Check token, so each call gets a fresh one.
    { limitedUseAppCheckTokens: appCheck !== null },
  );
}

/** Starts Functions (and App Check) ahead of the first send, once the visitor begins. */
export async function prepareContactFunction(): Promise<void> {
  await submitContactRequest();
}

/**
 * The one sender of this page: it remembers which ids the server has acknowledged, and tells
 * Analytics (with consent) how each request ended.
 */
export const contactSender = reportingOutcomes(
  createSender({
    async submit(id, request) {
      const call = await submitContactRequest();
      const { data } = await call({ ...request, requestId: id });
      return { alreadyStored: data.alreadyStored, amended: data.amended };
    },
    isOnline: () => navigator.onLine,
  }),
  trackEvent,
);
