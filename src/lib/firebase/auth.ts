import { getFirebaseApp, once } from "./app";
import { emulatorUrl, isDemoMode } from "./config";

/**
 * Auth with IndexedDB persistence (falling back to localStorage) and no popup/redirect
 * resolver: sign-in happens on the app host, so the site never ships that code.
 */
export const getAuthClient = once(async () => {
  const [app, auth] = await Promise.all([getFirebaseApp(), import("firebase/auth")]);
  const client = auth.initializeAuth(app, {
    persistence: [auth.indexedDBLocalPersistence, auth.browserLocalPersistence],
  });
  if (isDemoMode) {
    auth.connectAuthEmulator(client, emulatorUrl("auth"), { disableWarnings: true });
  }
  return client;
});

/**
 * Calls `listener` with whether a user is signed in, now and on every change
 * (including a sign-in or sign-out in another tab). Returns the unsubscribe function.
 */
export async function watchSignedIn(listener: (signedIn: boolean) => void): Promise<() => void> {
  const [client, { onAuthStateChanged }] = await Promise.all([
    getAuthClient(),
    import("firebase/auth"),
  ]);
  return onAuthStateChanged(client, (user) => listener(user !== null));
}
