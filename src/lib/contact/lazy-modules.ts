import { once } from "@/lib/once";

/**
 * The contact form's heavy parts, fetched when the visitor first focuses the form (or
 * sends it), never with the page: zod for validation, the Firestore SDK for sending.
 */
export const loadValidation = once(() => import("./validate"));
export const loadFirestoreSender = once(() => import("./firestore-sender"));

export function warmUpContactForm(): void {
  loadValidation().catch(() => {});
  loadFirestoreSender()
    .then(({ prepareContactFirestore }) => prepareContactFirestore())
    .catch(() => {});
}
