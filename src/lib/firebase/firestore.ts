import { getFirebaseApp, once } from "./app";
import { EMULATOR_HOST, EMULATOR_PORTS, isDemoMode } from "./config";

export const getFirestoreClient = once(async () => {
  const [app, firestore] = await Promise.all([getFirebaseApp(), import("firebase/firestore")]);
  const db = firestore.getFirestore(app);
  if (isDemoMode) {
    firestore.connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return db;
});
