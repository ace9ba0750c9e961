import { describe, expect, it } from "vitest";
import { deployProblems } from "../../scripts/lib/deploy-env.mjs";
import { FIREBASE_ENV_VARS } from "../../scripts/lib/firebase-env.mjs";

const READY: Record<string, string> = {
  ...Object.fromEntries(FIREBASE_ENV_VARS.map((name) => [name, `value-of-${name}`])),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "gigloom-prod",
  NEXT_PUBLIC_APP_URL: "https://app.gigloom.com",
  NEXT_PUBLIC_SITE_URL: "https://gigloom.com",
};
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(READY).filter(([name]) => !names.includes(name)));

describe("deploy configuration", () => {
  it("accepts a complete production configuration", () => {
    expect(deployProblems(READY)).toEqual([]);
  });

  it("refuses demo mode and names every missing variable", () => {
    const problems = deployProblems({});
    expect(problems[0]).toMatch(/demo mode/);
    for (const name of [...FIREBASE_ENV_VARS, "NEXT_PUBLIC_APP_URL", "NEXT_PUBLIC_SITE_URL"]) {
      expect(problems).toContain(`Missing ${name}`);
    }
  });

  it("names exactly the variables that are missing, blank ones included", () => {
    const env = { ...without("NEXT_PUBLIC_FIREBASE_APP_ID"), NEXT_PUBLIC_SITE_URL: "  " };
    expect(deployProblems(env)).toEqual([
      "Missing NEXT_PUBLIC_FIREBASE_APP_ID",
      "Missing NEXT_PUBLIC_SITE_URL",
    ]);
  });

  it("refuses URLs that are not https and demo- projects", () => {
    const env = {
      ...READY,
      NEXT_PUBLIC_APP_URL: "http://app.gigloom.com",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "demo-gigloom",
    };
    expect(deployProblems(env)).toEqual([
      'NEXT_PUBLIC_APP_URL must be an https:// URL, not "http://app.gigloom.com"',
      "NEXT_PUBLIC_FIREBASE_PROJECT_ID is a demo- project, which cannot be deployed",
    ]);
  });
});
