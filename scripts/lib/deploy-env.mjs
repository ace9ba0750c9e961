// What a production deploy needs from the environment, checked before anything is built.
import { FIREBASE_ENV_VARS, isDemoEnv } from "./firebase-env.mjs";

export const SITE_ENV_VARS = ["NEXT_PUBLIC_APP_URL", "NEXT_PUBLIC_SITE_URL"];

/**
 * Every reason the environment cannot be deployed, one line each; none means ready.
 * Demo mode (no Firebase variable) is refused outright, then each missing variable is named.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function deployProblems(env) {
  const problems = [];
  if (isDemoEnv(env)) {
    problems.push("No Firebase web app is configured: this is demo mode, which only runs locally.");
  }
  for (const name of [...FIREBASE_ENV_VARS, ...SITE_ENV_VARS]) {
    if (!env[name]?.trim()) problems.push(`Missing ${name}`);
  }
  for (const name of SITE_ENV_VARS) {
    const value = env[name]?.trim();
    if (value && !/^https:\/\/[^/\s]+/.test(value)) {
      problems.push(`${name} must be an https:// URL, not "${value}"`);
    }
  }
  if (env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.startsWith("demo-")) {
    problems.push("NEXT_PUBLIC_FIREBASE_PROJECT_ID is a demo- project, which cannot be deployed");
  }
  return problems;
}
