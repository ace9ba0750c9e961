import { getFirebaseApp, once } from "./app";
import { EMULATOR_HOST, EMULATOR_PORTS, FUNCTIONS_REGION, isDemoMode } from "./config";

export const getFunctionsClient = once(async () => {
  const [app, functions] = await Promise.all([getFirebaseApp(), import("firebase/functions")]);
  const client = functions.getFunctions(app, FUNCTIONS_REGION);
  if (isDemoMode) {
    functions.connectFunctionsEmulator(client, EMULATOR_HOST, EMULATOR_PORTS.functions);
  }
  return client;
});
