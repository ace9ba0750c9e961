import { connectFunctionsEmulator, getFunctions, type Functions } from "firebase/functions";
import { getFirebaseApp } from "./app";
import { EMULATOR_HOST, EMULATOR_PORTS, FUNCTIONS_REGION, isDemoMode } from "./config";

let functions: Functions | undefined;

/** Callable functions in the provider's default US region (spec §7, §9). */
export function getFunctionsClient(): Functions {
  if (!functions) {
    functions = getFunctions(getFirebaseApp(), FUNCTIONS_REGION);
    if (isDemoMode) connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
  }
  return functions;
}
