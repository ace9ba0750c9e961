import { describe, expect, it, vi } from "vitest";
import { FIREBASE_ENV_VARS, isDemoEnv } from "@/lib/firebase/project-facts.mjs";

async function browserDemoMode(env: Record<string, string>) {
  vi.resetModules();
  for (const name of FIREBASE_ENV_VARS) vi.stubEnv(name, env[name] ?? "");
  return (await import("@/lib/firebase/config")).isDemoMode;
}

describe("demo mode, decided the same way by the build scripts and the browser", () => {
  const cases: Record<string, string>[] = [
    {},
    { NEXT_PUBLIC_FIREBASE_PROJECT_ID: "gigloom-prod" },
    { NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: "G-1" },
    Object.fromEntries(FIREBASE_ENV_VARS.map((name) => [name, "set"])),
  ];
  for (const env of cases) {
    it(`agrees for ${Object.keys(env).join(", ") || "no variable"}`, async () => {
      expect(isDemoEnv(env)).toBe(await browserDemoMode(env));
    });
  }

  it("is demo mode only when no Firebase variable is set", () => {
    expect(isDemoEnv({})).toBe(true);
    expect(isDemoEnv({ NEXT_PUBLIC_FIREBASE_API_KEY: "key" })).toBe(false);
  });
});
