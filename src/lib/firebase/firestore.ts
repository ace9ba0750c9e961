import { connectFirestoreEmulator, getFirestore, type Firestore } from "firebase/firestore";
import { getFirebaseApp } from "./app";
import { EMULATOR_HOST, EMULATOR_PORTS, isDemoMode } from "./config";

let db: Firestore | undefined;

export function getFirestoreClient(): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp());
    if (isDemoMode) connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return db;
}
