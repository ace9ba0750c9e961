"use client";

import { useSyncExternalStore } from "react";
import { createDraftStore, EMPTY_DRAFT } from "@/lib/contact/draft-store";

/** Reading window.localStorage itself throws where the visitor blocks site data. */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The page's one draft. Making it touches nothing: it looks for localStorage only when the
 * draft is first read or written, which happens in the browser alone (the server renders
 * with getServerSnapshot's empty form).
 */
const draftStore = createDraftStore(localStorageIfAllowed);

const subscribe = (listener: () => void) => draftStore.subscribe(listener);
const getSnapshot = () => draftStore.getSnapshot();
const getServerSnapshot = () => EMPTY_DRAFT;

/** The visitor's draft, stored as they type and back after a reload, and its store. */
export function useContactDraft() {
  const draft = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { draft, store: draftStore };
}
