// Writes firestore.rules from the contact contract (see scripts/firestore-rules.mjs).
import { writeFileSync } from "node:fs";
import { ROOT } from "./emulators.mjs";
import { renderFirestoreRules } from "./firestore-rules.mjs";

writeFileSync(`${ROOT}/firestore.rules`, renderFirestoreRules());
console.log("Wrote firestore.rules");
