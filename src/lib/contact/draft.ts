import { dataRetention } from "@/config/data-retention";
import {
  CONTACT_FIELDS,
  type ContactFieldSpec,
  type ContactFormValues,
  type DraftField,
} from "./fields";
import { EMPTY_FORM_VALUES } from "./form-values";

/**
 * What survives a reload: what the visitor entered in the fields the contract lets a draft
 * keep, and the id of a request already sent once without a confirmation.
 */
export type ContactDraft = {
  values: Pick<ContactFormValues, DraftField>;
  requestId?: string;
};

export const DRAFT_STORAGE_KEY = "gigloom:contact-draft:v1";

/** A draft left unchanged this long is deleted, so a shared computer does not keep it. */
export const DRAFT_MAX_AGE_MS = dataRetention.contactDraftDays * 24 * 60 * 60 * 1000;

const keptInDraft = (field: ContactFieldSpec): field is ContactFieldSpec & { name: DraftField } =>
  field.draft !== false;

const DRAFT_FIELDS = CONTACT_FIELDS.filter(keptInDraft).map((field) => field.name);

/** Storage can be missing, full or blocked (private windows): the form works without it. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** The stored draft, unless it is older than DRAFT_MAX_AGE_MS (then it is deleted). */
export function loadDraft(storage: Storage | undefined, now = Date.now()): ContactDraft | null {
  const raw = attempt(() => storage?.getItem(DRAFT_STORAGE_KEY));
  if (!raw) return null;
  const parsed: unknown = attempt(() => JSON.parse(raw));
  if (typeof parsed !== "object" || parsed === null) return null;
  const { values, requestId, savedAt } = parsed as Record<string, unknown>;
  if (typeof savedAt === "number" && now - savedAt >= DRAFT_MAX_AGE_MS) {
    clearDraft(storage);
    return null;
  }
  // A draft saved before drafts carried their time: its days count from this visit.
  if (typeof savedAt !== "number") {
    attempt(() => storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...parsed, savedAt: now })));
  }
  if (typeof values !== "object" || values === null) return null;

  const restored = { ...EMPTY_FORM_VALUES } as ContactDraft["values"];
  for (const field of DRAFT_FIELDS) {
    const value = (values as Record<string, unknown>)[field];
    if (typeof value === "string") restored[field] = value;
  }
  return typeof requestId === "string" ? { values: restored, requestId } : { values: restored };
}

export function saveDraft(
  storage: Storage | undefined,
  draft: ContactDraft,
  now = Date.now(),
): void {
  const values = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, draft.values[field]]));
  if (DRAFT_FIELDS.every((field) => values[field] === "") && !draft.requestId) {
    clearDraft(storage);
    return;
  }
  const stored = { ...draft, values, savedAt: now };
  attempt(() => storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored)));
}

export function clearDraft(storage: Storage | undefined): void {
  attempt(() => storage?.removeItem(DRAFT_STORAGE_KEY));
}
