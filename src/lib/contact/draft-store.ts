import { clearDraft, loadDraft, saveDraft, type ContactDraft } from "./draft";
import type { ContactFormValues } from "./fields";
import { EMPTY_FORM_VALUES } from "./form-values";

export type DraftSnapshot = {
  values: ContactFormValues;
  /** The id every attempt to send this draft uses; set at the first attempt. */
  requestId?: string;
  /** The id was first sent during an earlier visit, so whether it arrived is unknown. */
  requestIdFromEarlierVisit: boolean;
};

export const EMPTY_DRAFT: DraftSnapshot = {
  values: EMPTY_FORM_VALUES,
  requestIdFromEarlierVisit: false,
};

/**
 * The form's state as an external store backed by localStorage: every change is stored at
 * once, so a reload (or a crash) never loses what the visitor typed, for up to DRAFT_MAX_AGE_MS
 * after the last change. React reads it with
 * useSyncExternalStore, which shows the server's empty form first and the draft right after.
 * `storage` is asked for only when the draft is first read or written, so the store can be made
 * as its module loads, even where there is no storage (the server), without touching any.
 */
export function createDraftStore(storage: () => Storage | undefined, now: () => number = Date.now) {
  let snapshot: DraftSnapshot | undefined;
  const listeners = new Set<() => void>();

  const restore = (draft: ContactDraft | null): DraftSnapshot =>
    draft
      ? {
          values: { ...EMPTY_FORM_VALUES, ...draft.values },
          requestId: draft.requestId,
          requestIdFromEarlierVisit: draft.requestId !== undefined,
        }
      : EMPTY_DRAFT;

  function set(next: DraftSnapshot) {
    snapshot = next;
    if (next === EMPTY_DRAFT) clearDraft(storage());
    else saveDraft(storage(), { values: next.values, requestId: next.requestId }, now());
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): DraftSnapshot {
      snapshot ??= restore(loadDraft(storage(), now()));
      return snapshot;
    },
    update<Field extends keyof ContactFormValues>(field: Field, value: ContactFormValues[Field]) {
      const current = this.getSnapshot();
      set({ ...current, values: { ...current.values, [field]: value } });
    },
    /** Gives the draft the id its sends will use (a new one replaces an uncertain one). */
    assignRequestId(requestId: string) {
      const current = this.getSnapshot();
      if (current.requestId === requestId) return;
      set({ ...current, requestId, requestIdFromEarlierVisit: false });
    },
    /** Only once the server acknowledged the request. */
    clear() {
      set(EMPTY_DRAFT);
    },
  };
}
