// @ts-check
// What a production deploy needs from the environment, checked before anything is built.
import { FIREBASE_ENV_VARS, isDemoEnv } from "../../src/lib/firebase/project-facts.mjs";
import { DIRECTORY_VARS, directoryProblems } from "./directory-env.mjs";

export const SITE_ENV_VARS = ["NEXT_PUBLIC_APP_URL", "NEXT_PUBLIC_SITE_URL"];
/** Where the contact function mails each request, and as whom (functions/src/index.ts). */
export const CONTACT_MAIL_VARS = ["CONTACT_INBOX", "CONTACT_MAIL_FROM"];
/**
 * The CMS's production editing (docs/editing.md): the admin's own origin and the Firebase
 * Hosting site that serves it (firebase.json, target "cms"), the GitHub repository it edits, and
 * the client id of the GitHub App its sign-in (the cmsAuth function) uses.
 */
export const CMS_VARS = [
  "NEXT_PUBLIC_CMS_URL",
  "CMS_HOSTING_SITE",
  "NEXT_PUBLIC_CMS_GITHUB_REPO",
  "CMS_GITHUB_CLIENT_ID",
];
/**
 * Secrets the functions read from Secret Manager, checked with firebase-tools: the contact
 * function's, the CMS sign-in's GitHub App client secret, and the directory's GitHub App key.
 */
export const FUNCTION_SECRETS = [
  "SMTP_URL",
  "CONTACT_HASH_SALT",
  "GITHUB_CLIENT_SECRET",
  "DIRECTORY_REBUILD_APP_KEY",
];

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
  const required = [
    ...FIREBASE_ENV_VARS,
    ...SITE_ENV_VARS,
    ...CONTACT_MAIL_VARS,
    ...CMS_VARS,
    ...DIRECTORY_VARS,
  ];
  for (const name of required) {
    if (!env[name]?.trim()) problems.push(`Missing ${name}`);
  }
  problems.push(...directoryProblems(env));
  for (const name of [...SITE_ENV_VARS, "NEXT_PUBLIC_CMS_URL"]) {
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
  const repo = env.NEXT_PUBLIC_CMS_GITHUB_REPO?.trim();
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    problems.push(`NEXT_PUBLIC_CMS_GITHUB_REPO must be owner/name, not "${repo}"`);
  }
  problems.push(...cmsOriginProblems(env));
  if (env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.startsWith("demo-")) {
    problems.push("NEXT_PUBLIC_FIREBASE_PROJECT_ID is a demo- project, which cannot be deployed");
  }
  return problems;
}

/**
 * The admin must have an origin of its own, so that no script of a site page can read an
 * editor's token (docs/editing.md), and a Hosting site id to be served from.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
function cmsOriginProblems(env) {
  const problems = [];
  const cms = originOf(env.NEXT_PUBLIC_CMS_URL);
  if (cms && [env.NEXT_PUBLIC_SITE_URL, env.NEXT_PUBLIC_APP_URL].map(originOf).includes(cms)) {
    problems.push(
      `NEXT_PUBLIC_CMS_URL must be an origin of its own (e.g. https://cms.<site domain>), not the site's or the app's`,
    );
  }
  const site = env.CMS_HOSTING_SITE?.trim();
  if (site && !/^[a-z0-9][a-z0-9-]*$/.test(site)) {
    problems.push(`CMS_HOSTING_SITE must be a Firebase Hosting site id, not "${site}"`);
  }
  return problems;
}

/**
 * The origin of an https:// URL; undefined for anything else.
 * @param {string | undefined} url
 */
function originOf(url) {
  const value = url?.trim();
  return value && /^https:\/\/[^/\s]+/.test(value) ? new URL(value).origin : undefined;
}

/**
 * The Hosting site each deploy target of firebase.json goes to, for `.firebaserc`: the site on
 * the project's default site, the CMS admin on CMS_HOSTING_SITE.
 * @param {Record<string, string | undefined>} env
 * @returns {{ site: string[], cms: string[] }}
 */
export function hostingTargets(env) {
  return {
    site: [env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim() ?? ""],
    cms: [env.CMS_HOSTING_SITE?.trim() ?? ""],
  };
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
 * The functions' parameters for `functions/.env.<project id>`, which firebase-tools reads at
 * deploy: the mail settings, the site's origins, App Check enforced exactly when the site uses
 * it, the proxy hop count when the environment overrides the function's default, and the CMS
 * sign-in's GitHub App client id and the admin's origin, the only one it answers, and the
 * directory's GitHub App and the repository it asks for the site's rebuild.
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
    `CMS_GITHUB_CLIENT_ID=${quote(env.CMS_GITHUB_CLIENT_ID)}`,
    `CMS_ORIGIN=${quote(originOf(env.NEXT_PUBLIC_CMS_URL))}`,
    `DIRECTORY_REBUILD_APP_ID=${quote(env.DIRECTORY_REBUILD_APP_ID)}`,
    `DIRECTORY_REBUILD_INSTALLATION_ID=${quote(env.DIRECTORY_REBUILD_INSTALLATION_ID)}`,
    `SITE_REPOSITORY=${quote(env.NEXT_PUBLIC_CMS_GITHUB_REPO)}`,
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
