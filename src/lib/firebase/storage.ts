import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage";
import { getFirebaseApp } from "./app";
import { EMULATOR_HOST, EMULATOR_PORTS, isDemoMode } from "./config";

let storage: FirebaseStorage | undefined;

export function getStorageClient(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(getFirebaseApp());
    if (isDemoMode) connectStorageEmulator(storage, EMULATOR_HOST, EMULATOR_PORTS.storage);
  }
  return storage;
}
