import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/shared/project.mjs";
import { TEST_PLAN } from "../../scripts/test/test-plan.mjs";

const scripts: Record<string, string> = JSON.parse(
  readFileSync(join(ROOT, "package.json"), "utf8"),
).scripts;
const phaseOf = (script: string) =>
  TEST_PLAN.findIndex((phase) => phase.some((lane) => lane.includes(script)));

describe("npm test", () => {
  it("runs every check and test script of package.json exactly once, and the images step", () => {
    const checks = Object.keys(scripts).filter(
      (name) => name === "lint" || name === "typecheck" || name.startsWith("test:"),
    );
    expect(TEST_PLAN.flat(2).sort()).toEqual([...checks, "images"].sort());
    expect(scripts.test).toBe("node scripts/test/run-tests.mjs");
  });

  it("builds for the end-to-end tests only after the type check, which those builds skip", () => {
    expect(phaseOf("test:e2e")).toBeGreaterThan(phaseOf("typecheck"));
  });

  it("makes the uploads' sizes before the end-to-end builds, which read them", () => {
    expect(phaseOf("test:e2e")).toBeGreaterThan(phaseOf("images"));
  });

  it("never starts two of the suites that each run a Firestore emulator at the same time", () => {
    const lanes = TEST_PLAN.flat().filter(
      (lane) => lane.includes("test:rules") || lane.includes("test:functions"),
    );
    expect(lanes).toHaveLength(1);
    expect(phaseOf("test:e2e")).toBeGreaterThan(phaseOf("test:functions"));
  });

  it("checks the HTML of the build the end-to-end tests made, after them", () => {
    expect(phaseOf("test:html")).toBeGreaterThan(phaseOf("test:e2e"));
  });
});
