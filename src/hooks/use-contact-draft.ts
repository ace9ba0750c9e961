"use client";

import { useSyncExternalStore } from "react";
import { createDraftStore, EMPTY_DRAFT, type DraftStore } from "@/lib/contact/draft-store";

let browserStore: DraftStore | undefined;

function draftStore(): DraftStore {
  browserStore ??= createDraftStore(localStorageIfAllowed());
  return browserStore;
}

/** Reading window.localStorage itself throws where the visitor blocks site data. */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const subscribe = (listener: () => void) => draftStore().subscribe(listener);
const getSnapshot = () => draftStore().getSnapshot();
const getServerSnapshot = () => EMPTY_DRAFT;

/** The visitor's draft: stored as they type, back after a reload. */
export function useContactDraft() {
  const draft = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { draft, store: draftStore };
}
