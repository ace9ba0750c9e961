import type { FirebaseApp } from "firebase/app";
import { firebaseOptions } from "./config";

let appPromise: Promise<FirebaseApp> | undefined;

/** The one Firebase app, created on first use so the SDK never loads before it is needed. */
export function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import("firebase/app").then(
    ({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(firebaseOptions),
  );
  return appPromise;
}

/** Memoises an async getter, and forgets a failed attempt so a later call can retry. */
export function once<T>(create: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= create().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
