import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
} from "firebase/auth";
import { getFirebaseApp } from "./app";
import { emulatorUrl, isDemoMode } from "./config";

let auth: Auth | undefined;

/**
 * Auth with IndexedDB persistence (falling back to localStorage) and no popup/redirect
 * resolver: sign-in happens on the app host, so the site never ships that code.
 */
export function getAuthClient(): Auth {
  if (!auth) {
    auth = initializeAuth(getFirebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (isDemoMode) connectAuthEmulator(auth, emulatorUrl("auth"), { disableWarnings: true });
  }
  return auth;
}

/**
 * Calls `listener` with whether a user is signed in, now and on every change
 * (including a sign-in or sign-out in another tab). Returns the unsubscribe function.
 */
export function watchSignedIn(listener: (signedIn: boolean) => void): () => void {
  return onAuthStateChanged(getAuthClient(), (user) => listener(user !== null));
}
