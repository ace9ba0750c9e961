import { disableNetwork, doc, enableNetwork, serverTimestamp, setDoc } from "firebase/firestore";
import { startAppCheck } from "@/lib/firebase/app-check";
import { getFirestoreClient } from "@/lib/firebase/firestore";
import { CONTACT_COLLECTION } from "./contract.mjs";
import type { ContactRequest } from "./schema";
import { createSender } from "./sender";

// Loaded lazily by the contact form only: this module pulls in the Firestore SDK.

async function contactFirestore() {
  await startAppCheck();
  return getFirestoreClient();
}

/** Starts Firestore ahead of the first send, once the visitor begins to fill in the form. */
export async function prepareContactFirestore(): Promise<void> {
  await contactFirestore();
}

/** The one sender of this page: it remembers writes still queued across retries. */
export const contactSender = createSender({
  async write(id: string, request: ContactRequest) {
    const db = await contactFirestore();
    // The schema's output holds exactly the contract's fields; the server adds the time.
    await setDoc(doc(db, CONTACT_COLLECTION, id), { ...request, createdAt: serverTimestamp() });
  },
  async reconnect() {
    const db = await contactFirestore();
    await disableNetwork(db);
    await enableNetwork(db);
  },
  isOnline: () => navigator.onLine,
});
