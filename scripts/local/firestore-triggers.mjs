// @ts-check
// Firestore triggers under the standalone Firestore emulator (scripts/local/emulators.mjs).
// firebase-tools registers a function's Firestore trigger only with a Firestore emulator it
// started itself, and it cannot start one here (it wants Java 21). The standalone emulator
// takes the same registration, and delivers each event to the Functions emulator named by its
// --functions_emulator flag: this sends it what firebase-tools would (its getV2FirestoreAttributes).

/** The event types of 2nd-gen Firestore triggers: written, created, updated, deleted. */
const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;

/**
 * The Functions emulator's key for a trigger: its id and the emulator's load count, which is 0
 * for the first load and grows only when it reloads functions that changed, which `npm start`
 * never makes it do (it builds them once, before it starts).
 * @param {string} id
 */
const triggerKey = (id) => `${id}-0`;

/**
 * Registers each Firestore trigger the Functions emulator loaded with the Firestore emulator.
 * @param {{ functions: string, firestore: string, projectId: string }} origins
 * @returns {Promise<string[]>} the triggers' names
 */
export async function registerFirestoreTriggers({ functions, firestore, projectId }) {
  const response = await fetch(`${functions}/backends`);
  if (!response.ok) throw new Error(`The Functions emulator's backends: ${response.status}`);
  /** @type {{ backends: { functionTriggers: any[] }[] }} */
  const { backends } = await response.json();
  const triggers = backends
    .flatMap((backend) => backend.functionTriggers)
    .filter((trigger) => FIRESTORE_EVENT.test(trigger.eventTrigger?.eventType ?? ""));
  for (const { id, eventTrigger } of triggers) {
    const pattern = eventTrigger.eventFilterPathPatterns?.document;
    const body = {
      eventType: eventTrigger.eventType,
      database: eventTrigger.eventFilters.database,
      namespace: eventTrigger.eventFilters.namespace,
      document: pattern
        ? { value: pattern, matchType: "PATH_PATTERN" }
        : { value: eventTrigger.eventFilters.document, matchType: "EXACT" },
    };
    const url = `${firestore}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${triggerKey(id)}`;
    const registered = await fetch(url, { method: "POST", body: JSON.stringify(body) });
    if (!registered.ok) {
      throw new Error(`Registering ${id} with the Firestore emulator: ${registered.status}`);
    }
  }
  return triggers.map((trigger) => trigger.name);
}
