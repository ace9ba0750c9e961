// @ts-check
// `npm run deploy`: checks the production configuration, reads production's creator directory,
// builds the static site with both and deploys Hosting (the site, and the CMS admin on its own
// site: firebase.json's two targets), the functions (contact requests, the CMS sign-in, the
// directory's publishing), the Firestore rules and the TTL policy (firestore.indexes.json) to
// that Firebase project with firebase-tools.
// Extra arguments go to `firebase deploy` (e.g. `npm run deploy -- --token "$FIREBASE_TOKEN"`).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import nextEnv from "@next/env";
import { ROOT } from "../shared/project.mjs";
import { DIRECTORY_SNAPSHOT_ENV } from "../../src/lib/directory/collections.mjs";
import { snapshotProductionDirectory } from "./production-directory.mjs";
import {
  deployProblems,
  deployWarnings,
  FUNCTION_SECRETS,
  functionParams,
  hostingTargets,
} from "./deploy-env.mjs";
import { smtpUrlProblem } from "./smtp-url-problem.mjs";
import { signInCookieDomain } from "./sign-in-cookie-domain.mjs";

// The same .env files, in the same order, as the production `next build` reads.
nextEnv.loadEnvConfig(ROOT, false);

// Only used once deployProblems has passed, and it names a missing project id.
const project = /** @type {string} */ (process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID);
const firebase = `${ROOT}/node_modules/.bin/firebase`;
const problems = deployProblems(process.env);
if (problems.length === 0) {
  // Secrets live in Secret Manager; asking for their versions proves they exist.
  const missing = FUNCTION_SECRETS.filter(
    (secret) =>
      spawnSync(firebase, ["functions:secrets:get", secret, "--project", project], {
        cwd: ROOT,
        encoding: "utf8",
      }).status !== 0,
  );
  for (const secret of missing) {
    problems.push(
      `Missing the secret ${secret}: npx firebase functions:secrets:set ${secret} --project ${project}`,
    );
  }
  if (!missing.includes("SMTP_URL")) {
    // The mail server's address must be smtps://; its value is read, never printed.
    const smtpUrl = spawnSync(
      firebase,
      ["functions:secrets:access", "SMTP_URL", "--project", project],
      { cwd: ROOT, encoding: "utf8" },
    );
    const smtpProblem =
      smtpUrl.status === 0
        ? smtpUrlProblem(smtpUrl.stdout, project)
        : `Could not read the secret SMTP_URL to check that it is smtps://: npx firebase functions:secrets:access SMTP_URL --project ${project} must work for you`;
    if (smtpProblem) problems.push(smtpProblem);
  }
}
if (problems.length > 0) {
  console.error("Refusing to deploy:");
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error("Set them in .env.production.local or the environment (see docs/deploy.md).");
  process.exit(1);
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const warning of deployWarnings(process.env)) console.warn(`Warning: ${warning}`);

// The app writes its sign-in cookie on this domain (docs/deploy.md, "Sign-in state").
console.log(
  `Sign-in cookie domain for the app's watchSignInHint: ${signInCookieDomain(process.env).said}`,
);

// The function's parameters, which firebase-tools reads from this file at deploy.
writeFileSync(`${ROOT}functions/.env.${project}`, functionParams(process.env));
// Which Hosting site each target of firebase.json goes to, as `firebase target:apply` would
// record it: the site on the project's default site, the admin on CMS_HOSTING_SITE.
const rc = JSON.parse(readFileSync(`${ROOT}.firebaserc`, "utf8"));
rc.targets = {
  ...rc.targets,
  [project]: { ...rc.targets?.[project], hosting: hostingTargets(process.env) },
};
writeFileSync(`${ROOT}.firebaserc`, `${JSON.stringify(rc, null, 2)}\n`);
run("npm", ["run", "lock:functions", "--", "--check"]); // the function installs from its lock
// The build publishes production's directory as it is now (docs/directory.md, "In production").
const snapshot = `${ROOT}tmp/directory-snapshot.json`;
try {
  const listed = await snapshotProductionDirectory(project, snapshot);
  console.log(`Creator directory: ${listed} listed creators read from ${project}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.env[DIRECTORY_SNAPSHOT_ENV] = snapshot;
run("npm", ["run", "build"]);
run(firebase, [
  "deploy",
  "--only",
  "hosting,functions,firestore:rules,firestore:indexes",
  "--project",
  project,
  ...process.argv.slice(2),
]);
