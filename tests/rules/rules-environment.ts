import { readFileSync } from "node:fs";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { setLogLevel } from "firebase/firestore";
import { PORTS, PROJECT_ID, ROOT } from "../../scripts/shared/project.mjs";

/** The committed firestore.rules on the emulator started by start-emulator.ts. */
export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  // Every denied write is the expected outcome here; the SDK would log each one as an error.
  setLogLevel("silent");
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host: "127.0.0.1",
      port: PORTS.firestore,
      rules: readFileSync(`${ROOT}/firestore.rules`, "utf8"),
    },
  });
}

/** Whether `promise` (a write or read) was allowed, or refused by the rules. */
export async function allowed(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "permission-denied") return false;
    throw error;
  }
}

/**
 * Who tries to reach the data, by name: a visitor, and a signed-in user. `env` is read when a
 * test runs, after the suite's beforeAll made it.
 */
export const rulesClients = (env: () => RulesTestEnvironment) =>
  Object.entries({
    "a visitor": () => env().unauthenticatedContext().firestore(),
    "a signed-in user": () => env().authenticatedContext("creator-1").firestore(),
  });
