import { describe, expect, it, vi } from "vitest";
import { FIREBASE_ENV_VARS } from "@/lib/firebase/project-facts.mjs";

async function loadConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const name of FIREBASE_ENV_VARS) vi.stubEnv(name, env[name] ?? "");
  return import("@/lib/firebase/config");
}

describe("Firebase config", () => {
  it("runs in demo mode on project demo-gigloom when no Firebase variable is set", async () => {
    const config = await loadConfig({});
    expect(config.isDemoMode).toBe(true);
    expect(config.firebaseOptions.projectId).toBe("demo-gigloom");
    expect(config.emulatorUrl("auth")).toBe("http://127.0.0.1:9099");
    expect(config.emulatorUrl("functions")).toBe("http://127.0.0.1:5001");
  });

  it("uses the configured project, and no emulator, as soon as the variables are set", async () => {
    const config = await loadConfig({
      NEXT_PUBLIC_FIREBASE_API_KEY: "key",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "gigloom-prod",
      NEXT_PUBLIC_FIREBASE_APP_ID: "1:2:web:3",
    });
    expect(config.isDemoMode).toBe(false);
    expect(config.firebaseOptions).toMatchObject({
      apiKey: "key",
      projectId: "gigloom-prod",
      appId: "1:2:web:3",
    });
  });
});
