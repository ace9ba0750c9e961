// `npm run deploy`: checks the production configuration, builds the static site with it and
// deploys Hosting and the Firestore rules to that Firebase project with firebase-tools.
// Extra arguments go to `firebase deploy` (e.g. `npm run deploy -- --token "$FIREBASE_TOKEN"`).
import { spawnSync } from "node:child_process";
import nextEnv from "@next/env";
import { ROOT } from "./emulators.mjs";
import { deployProblems } from "./lib/deploy-env.mjs";
import { signInCookieDomain } from "./lib/sign-in-cookie-domain.mjs";

// The same .env files, in the same order, as the production `next build` reads.
nextEnv.loadEnvConfig(ROOT, false);

const problems = deployProblems(process.env);
if (problems.length > 0) {
  console.error("Refusing to deploy:");
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error("Set them in .env.production.local or the environment (see docs/deploy.md).");
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The app writes its sign-in cookie on this domain (docs/deploy.md, "Sign-in state").
console.log(
  `Sign-in cookie domain for the app's watchSignInHint: ${signInCookieDomain(process.env).said}`,
);

const project = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
run("npm", ["run", "build"]);
run(`${ROOT}/node_modules/.bin/firebase`, [
  "deploy",
  "--only",
  "hosting,firestore:rules",
  "--project",
  project,
  ...process.argv.slice(2),
]);
