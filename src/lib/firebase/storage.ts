import { getFirebaseApp, once } from "./app";
import { EMULATOR_HOST, EMULATOR_PORTS, isDemoMode } from "./config";

export const getStorageClient = once(async () => {
  const [app, storage] = await Promise.all([getFirebaseApp(), import("firebase/storage")]);
  const client = storage.getStorage(app);
  if (isDemoMode) {
    storage.connectStorageEmulator(client, EMULATOR_HOST, EMULATOR_PORTS.storage);
  }
  return client;
});
