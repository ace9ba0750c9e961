import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderFirestoreRules } from "../../../scripts/firestore-rules.mjs";

describe("firestore.rules", () => {
  it("is the file the contact contract generates (run `npm run rules:build` after a change)", () => {
    const committed = readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8");
    expect(committed).toBe(renderFirestoreRules());
  });

  it("carries every limit of the contract", () => {
    const rules = renderFirestoreRules();
    for (const fragment of [
      "isText(data.name, 1, 100)",
      "data.email.size() <= 254",
      "isText(data.company, 1, 120)",
      "isText(data.message, 10, 5000)",
      "data.topic in ['brand', 'creator', 'press', 'other']",
    ]) {
      expect(rules).toContain(fragment);
    }
  });
});
