import { PORTS, PROJECT_ID } from "../../../scripts/shared/project.mjs";

/** The emulator's REST API, with owner access: past the rules, as the team's tools read. */
const DOCUMENTS = `http://127.0.0.1:${PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: "Bearer owner" };

export type StoredRequest = {
  /** The document id: the reference the visitor is shown. */
  id: string;
  name: string;
  fields: Record<string, Record<string, unknown>>;
};

/**
 * The contact requests sent with `email`. Tests run in parallel, so each one uses its own
 * address and looks only at its own documents.
 */
export async function storedRequestsFrom(email: string): Promise<StoredRequest[]> {
  const response = await fetch(`${DOCUMENTS}/contactRequests?pageSize=1000`, { headers: OWNER });
  if (!response.ok) throw new Error(`Listing contact requests failed: ${response.status}`);
  const body = (await response.json()) as { documents?: Omit<StoredRequest, "id">[] };
  return (body.documents ?? [])
    .filter((document) => document.fields.email?.stringValue === email)
    .map((document) => ({ ...document, id: document.name.split("/").pop() ?? "" }));
}

/** Removes what a test stored, so the emulator does not fill up across runs. */
export async function deleteStoredRequestsFrom(email: string): Promise<void> {
  for (const { name } of await storedRequestsFrom(email)) {
    await fetch(`http://127.0.0.1:${PORTS.firestore}/v1/${name}`, {
      method: "DELETE",
      headers: OWNER,
    });
  }
}

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `e2e.${label}.${Date.now()}.${random}@example.com`;
}
