import { describe, expect, it } from "vitest";
import { SUBMIT_FUNCTION } from "@/lib/contact/contract.mjs";
import { emulatedFunctionUrl } from "../../scripts/shared/project.mjs";
import { codePoint, SEEN_SLIPPING_THROUGH } from "../../tests/support/invisible-class";
import { submission } from "./harness";

/**
 * The contact function as it is deployed: the bundle functions/build.mjs makes of it and of the
 * schema it shares with the site, run by the Functions emulator the suite's globalSetup starts,
 * and called over the callable protocol as any script could call it.
 */
const SUBMIT = emulatedFunctionUrl(SUBMIT_FUNCTION);

async function call(data: Record<string, unknown>) {
  const response = await fetch(SUBMIT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { error?: { status: string; details?: unknown } };
  return { status: response.status, error: body.error };
}

describe("the deployed contact function", () => {
  it.each(SEEN_SLIPPING_THROUGH.map((character) => [codePoint(character), character]))(
    "refuses %s inside a name or a company",
    async (_, character) => {
      expect(await call(submission({ name: `Ana${character}López` }))).toEqual({
        status: 400,
        error: expect.objectContaining({ status: "INVALID_ARGUMENT", details: { field: "name" } }),
      });
      expect(await call(submission({ company: `Kelp${character}wise` }))).toEqual({
        status: 400,
        error: expect.objectContaining({
          status: "INVALID_ARGUMENT",
          details: { field: "company" },
        }),
      });
    },
  );
});
