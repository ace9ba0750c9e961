// @ts-check
// Starts the local Firebase emulators in demo mode on 127.0.0.1 and stops them on exit.
// Firestore: this machine image ships Google's standalone emulator (Java 17 is enough);
// where it is absent, firebase-tools starts its own (it needs Java 21 and a download).
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { SUBMIT_FUNCTION } from "../../src/lib/contact/contract.mjs";
import { DEMO_PHOTO_FOLDER, PHOTO_FOLDER_ENV } from "../../src/lib/directory/photo-store.mjs";
import { MAIL_SINK_PORT, mailSinkUrl } from "./mail-sink.mjs";
import { startProcess, stopAll, stopAndReap } from "./emulator-processes.mjs";
import { registerFirestoreTriggers } from "./firestore-triggers.mjs";
import { LOCAL_CMS_URL, LOCAL_SITE_URL } from "./local-hosts.mjs";
import { guardHosting } from "./hosting-guard.mjs";
import {
  emulatedFunctionUrl,
  HOSTING_URL,
  PORTS,
  PROJECT_ID,
  ROOT,
  SITE_PORT,
} from "../shared/project.mjs";
import { waitForHttp } from "../shared/wait-for-http.mjs";

/** The origins the local site is served on, the only ones the demo's function answers. */
const LOCAL_ORIGINS = [LOCAL_SITE_URL, HOSTING_URL].join(",");

const STANDALONE_FIRESTORE = [
  process.env.FIRESTORE_EMULATOR_BIN,
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator",
];

export function standaloneFirestoreEmulator() {
  const known = STANDALONE_FIRESTORE.find((path) => path && existsSync(path));
  if (known) return known;
  const found = spawnSync("sh", ["-c", "command -v cloud_firestore_emulator"], {
    encoding: "utf8",
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * Starts the emulators named in `services` (any of auth, firestore, functions, hosting) and
 * resolves once each answers. Returns a function that stops them all, resolving once they are gone.
 * `functionParams` and `functionSecrets` add parameters and secrets for the functions (the
 * tests point the CMS sign-in's CMS_GITHUB_BASE_URL, and the directory's GitHub App, at their
 * stand-in GitHub). `siteBuilt`, when the site is still being
 * built as the emulators start, settles once it is: Hosting is ready only once it serves that
 * build, and a build that fails stops the emulators. `seed` runs as soon as Firestore's
 * triggers are registered, while the site may still be building; the emulators are ready once
 * it has finished, and stop if it fails. `photoFolder` stands in for the bucket of creators'
 * photos (src/lib/directory/photo-store.mjs): the demo's, unless the tests give their own.
 * @param {Array<keyof typeof PORTS>} [services]
 * @param {{ functionParams?: Record<string, string>,
 *   functionSecrets?: Record<string, string>, siteBuilt?: Promise<void>,
 *   seed?: () => Promise<void>, photoFolder?: string }} [options]
 */
export async function startEmulators(
  services = ["auth", "firestore", "functions", "hosting"],
  {
    functionParams = {},
    functionSecrets = {},
    siteBuilt = Promise.resolve(),
    seed = async () => {},
    photoFolder = `${ROOT}/${DEMO_PHOTO_FOLDER}`,
  } = {},
) {
  /** @type {import("./emulator-processes.mjs").Emulator[]} */
  const children = [];
  /** @type {Array<keyof typeof PORTS>} */
  const firebaseServices = services.filter((service) => service !== "firestore");
  const standalone = services.includes("firestore") ? standaloneFirestoreEmulator() : undefined;
  if (services.includes("firestore") && !standalone) firebaseServices.push("firestore");

  // On exit nothing can be awaited any more: the groups are only told to stop.
  process.once("exit", () => stopAll(children));
  /** @type {import("node:http").Server | undefined} */
  let guard;
  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () => (stopping ??= (guard?.close(), stopAndReap(children)));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    // `on`, not `once`: a second signal (a parent passing one on after its group got it) must
    // not end this process before the emulators are gone.
    process.on(signal, () => void stop().then(() => process.exit(130)));
  }

  if (standalone) {
    const args = ["start", "--host", "127.0.0.1", "--port", String(PORTS.firestore)];
    args.push("--rules", `${ROOT}/firestore.rules`, "--project_id", PROJECT_ID);
    // Where it delivers the events of the functions' Firestore triggers (./firestore-triggers.mjs).
    if (services.includes("functions")) {
      args.push("--functions_emulator", `127.0.0.1:${PORTS.functions}`);
    }
    children.push(startProcess(standalone, args, "Firestore emulator"));
  }
  if (services.includes("functions")) {
    // The emulator reads secrets from this file only; the demo sends to the local mail sink.
    // The CMS sign-in's client secret is a stand-in: locally the CMS edits through decap-server.
    // The directory's GitHub App key is unused unless the tests configure that App.
    const secrets = {
      SMTP_URL: mailSinkUrl(MAIL_SINK_PORT),
      CONTACT_HASH_SALT: "demo-salt",
      GITHUB_CLIENT_SECRET: "demo-client-secret",
      DIRECTORY_REBUILD_APP_KEY: "none",
      ...functionSecrets,
    };
    // Quoted, so that a key's line breaks survive (firebase-tools reads "\n" in quotes).
    const secretLines = Object.entries(secrets).map(
      ([name, value]) => `${name}=${JSON.stringify(value)}\n`,
    );
    writeFileSync(`${ROOT}/functions/.secret.local`, secretLines.join(""));
    // Parameters only the emulator reads (over .env.demo-gigloom): the local site's origins,
    // and the local admin's, the only one the CMS sign-in answers.
    const params = {
      CONTACT_SITE_ORIGINS: LOCAL_ORIGINS,
      CMS_ORIGIN: LOCAL_CMS_URL,
      ...functionParams,
    };
    const lines = Object.entries(params).map(([name, value]) => `${name}=${value}\n`);
    writeFileSync(`${ROOT}/functions/.env.local`, lines.join(""));
    const build = spawnSync("npm", ["run", "build", "--workspace", "functions"], { cwd: ROOT });
    if (build.status !== 0) throw new Error(`Building the functions failed:\n${build.stderr}`);
  }
  // The site's address is the guard's; Hosting's own is internal (scripts/local/hosting-guard.mjs).
  if (services.includes("hosting")) guard = await guardHosting(SITE_PORT, PORTS.hosting);
  if (firebaseServices.length > 0) {
    const firebase = `${ROOT}/node_modules/.bin/firebase`;
    // Hosting serves the site's target only: the admin's origin is scripts/local/cms-server.mjs.
    const only = firebaseServices.map((service) =>
      service === "hosting" ? "hosting:site" : service,
    );
    const args = ["emulators:start", "--only", only.join(","), "--project", PROJECT_ID];
    // The functions' Admin SDK writes to whichever Firestore emulator runs, standalone or not.
    const env = {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
      [PHOTO_FOLDER_ENV]: photoFolder,
    };
    children.push(startProcess(firebase, args, "Firebase emulators", env));
  }

  const readiness = {
    auth: `http://127.0.0.1:${PORTS.auth}/`,
    firestore: `http://127.0.0.1:${PORTS.firestore}/`,
    // Answers once the function is loaded: a GET is refused by the callable itself.
    functions: emulatedFunctionUrl(SUBMIT_FUNCTION),
    hosting: `${HOSTING_URL}/`,
  };
  const earlyExit = new Promise((_, reject) => {
    for (const child of children) {
      child.once("exit", () => {
        if (!child.stopping) reject(new Error("An emulator stopped unexpectedly; see above."));
      });
    }
  });
  /** @param {keyof typeof PORTS} service */
  const answers = async (service) => {
    if (service === "hosting") await siteBuilt;
    await waitForHttp(readiness[service], 90_000);
  };
  // Firestore's data may be written once its triggers fire: that need not wait for Hosting.
  const seeded = async () => {
    const triggering = services.filter(
      (service) => service === "firestore" || service === "functions",
    );
    await Promise.all(triggering.map(answers));
    if (standalone && services.includes("functions")) {
      await registerFirestoreTriggers({
        functions: `http://127.0.0.1:${PORTS.functions}`,
        firestore: `http://127.0.0.1:${PORTS.firestore}`,
        projectId: PROJECT_ID,
      });
    }
    await seed();
  };
  try {
    await Promise.race([Promise.all([...services.map(answers), seeded()]), earlyExit]);
  } catch (error) {
    await stop();
    throw error;
  }
  // Serving without one of the emulators would only mislead: stop everything instead.
  earlyExit.catch(() => void stop().then(() => process.exit(1)));
  return stop;
}
