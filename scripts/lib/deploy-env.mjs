// @ts-check
// What a production deploy needs from the environment, checked before anything is built.
import { FIREBASE_ENV_VARS, isDemoEnv } from "../../src/lib/firebase/project-facts.mjs";

export const SITE_ENV_VARS = ["NEXT_PUBLIC_APP_URL", "NEXT_PUBLIC_SITE_URL"];
/** Where the contact function mails each request, and as whom (functions/src/index.ts). */
export const CONTACT_MAIL_VARS = ["CONTACT_INBOX", "CONTACT_MAIL_FROM"];
/** Secrets the contact function reads from Secret Manager: checked with firebase-tools. */
export const FUNCTION_SECRETS = ["SMTP_URL", "CONTACT_HASH_SALT"];

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
  for (const name of [...FIREBASE_ENV_VARS, ...SITE_ENV_VARS, ...CONTACT_MAIL_VARS]) {
    if (!env[name]?.trim()) problems.push(`Missing ${name}`);
  }
  for (const name of SITE_ENV_VARS) {
    const value = env[name]?.trim();
    if (value && !/^https:\/\/[^/\s]+/.test(value)) {
      problems.push(`${name} must be an https:// URL, not "${value}"`);
    }
  }
  const inbox = env.CONTACT_INBOX?.trim();
  if (inbox && !/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(inbox)) {
    problems.push(`CONTACT_INBOX must be an e-mail address, not "${inbox}"`);
  }
  const hops = env.CONTACT_PROXY_HOPS?.trim();
  if (hops && !/^[1-9]$/.test(hops)) {
    problems.push(`CONTACT_PROXY_HOPS must be a whole number from 1 to 9, not "${hops}"`);
  }
  if (env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.startsWith("demo-")) {
    problems.push("NEXT_PUBLIC_FIREBASE_PROJECT_ID is a demo- project, which cannot be deployed");
  }
  return problems;
}

/**
 * The origins the site's pages are served on, the only ones whose browsers may call the
 * contact function: its canonical URL, and the two domains Firebase Hosting also serves it on.
 * @param {Record<string, string | undefined>} env
 */
export function siteOrigins(env) {
  const project = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim();
  const site = env.NEXT_PUBLIC_SITE_URL?.trim();
  return [
    ...(site ? [new URL(site).origin] : []),
    `https://${project}.web.app`,
    `https://${project}.firebaseapp.com`,
  ];
}

/**
 * The contact function's parameters for `functions/.env.<project id>`, which firebase-tools
 * reads at deploy: the mail settings, the site's origins, App Check enforced exactly when the
 * site uses it, and the proxy hop count when the environment overrides the function's default.
 * @param {Record<string, string | undefined>} env
 */
export function functionParams(env) {
  const quote = (/** @type {string | undefined} */ value) => JSON.stringify(value?.trim() ?? "");
  const hops = env.CONTACT_PROXY_HOPS?.trim();
  return [
    `CONTACT_INBOX=${quote(env.CONTACT_INBOX)}`,
    `CONTACT_MAIL_FROM=${quote(env.CONTACT_MAIL_FROM)}`,
    `CONTACT_SITE_ORIGINS=${quote(siteOrigins(env).join(","))}`,
    `CONTACT_APP_CHECK=${env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim() ? "true" : "false"}`,
    ...(hops ? [`CONTACT_PROXY_HOPS=${hops}`] : []),
    "",
  ].join("\n");
}

/**
 * What a deploy may go ahead with but should not: each a line to print.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function deployWarnings(env) {
  const warnings = [];
  if (!env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim()) {
    warnings.push(
      "App Check is off (no NEXT_PUBLIC_RECAPTCHA_SITE_KEY): any script can call the contact function, within its rate limits. Turn it on for production (docs/deploy.md).",
    );
  }
  return warnings;
}
