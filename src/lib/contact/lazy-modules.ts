import { once } from "@/lib/once";

/**
 * The contact form's heavy parts, fetched when the visitor first focuses the form (or
 * sends it), never with the page: zod for validation, the Functions SDK for sending.
 */
export const loadValidation = once(() => import("./validate"));
export const loadFunctionSender = once(() => import("./function-sender"));

export function warmUpContactForm(): void {
  loadValidation().catch(() => {});
  loadFunctionSender()
    .then(({ prepareContactFunction }) => prepareContactFunction())
    .catch(() => {});
}
