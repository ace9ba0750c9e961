// @ts-check
// `npm start`: builds the static site and serves it like production, through the Firebase
// Hosting emulator (which applies firebase.json), with the Auth, Firestore and Functions
// emulators, a local mail sink for the contact function's e-mails, and a stand-in for the app
// host on a sibling *.localhost subdomain; the CMS admin on an origin of its own
// (cms.gigloom.localhost, scripts/local/cms-server.mjs) with Decap's local backend, which saves
// into content/, and a watcher that rebuilds the site when content/ changes.
import { spawn } from "node:child_process";
import { join, relative } from "node:path";
import nextEnv from "@next/env";
import { startEmulators } from "./emulators.mjs";
import { CMS_EXPORT_DIR } from "../build/cms-admin.mjs";
import { startCmsBackend } from "./cms-backend.mjs";
import { serveCms } from "./cms-server.mjs";
import { seedDemoDirectory } from "./demo-directory.mjs";
import { emulatorFirestore } from "./emulator-firestore.mjs";
import { checkedTypes, typeInputsDigest } from "./checked-types.mjs";
import { keepSiteInStep } from "./site-in-step.mjs";
import { CMS_TARGET, hostingSite } from "./hosting-config.mjs";
import { emulatedFunctionUrl, HOSTING_URL, ROOT } from "../shared/project.mjs";
import { describeMail, MAIL_SINK_PORT, startMailSink } from "./mail-sink.mjs";
import { MEDIA_FOLDER } from "../../src/config/media.mjs";
import { CMS_LOCAL_PORT } from "../../src/lib/cms/cms-facts.mjs";
import { isDemoEnv } from "../../src/lib/firebase/project-facts.mjs";
import { DEMO_PHOTO_FOLDER, folderPhotoStore } from "../../src/lib/directory/photo-store.mjs";
import {
  LOCAL_CMS_URL,
  LOCAL_SITE_URL,
  SITE_RUNNING,
  STAND_IN_APP_PORT,
  STAND_IN_APP_URL,
} from "./local-hosts.mjs";
import { sharedParentDomain } from "../deploy/sign-in-cookie-domain.mjs";
import { createDemoUser, startStandInApp } from "./stand-in-app/server.mjs";
import { LISTING_PATH } from "./stand-in-app/directory-listing.mjs";

// The same .env files `next build` reads, so that what is configured there wins.
nextEnv.loadEnvConfig(ROOT, false);
// In demo mode, with no app host configured, the site's links lead to the stand-in app.
if (isDemoEnv(process.env) && !process.env.NEXT_PUBLIC_APP_URL) {
  process.env.NEXT_PUBLIC_APP_URL = STAND_IN_APP_URL;
  process.env.NEXT_PUBLIC_SITE_URL ||= LOCAL_SITE_URL;
}
// In demo mode the site's /admin/ sends editors to the admin's local origin, served below.
if (isDemoEnv(process.env)) process.env.NEXT_PUBLIC_CMS_URL ||= LOCAL_CMS_URL;

const types = checkedTypes();
/**
 * `npm run build`, settled once it has ended; the types it checked are remembered for the
 * rebuilds (./checked-types.mjs), as they were before it started, so a file changed meanwhile is
 * checked again. @returns {Promise<void>}
 */
function buildSite() {
  const typeInputs = typeInputsDigest(ROOT);
  const build = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  return new Promise((resolve, reject) => {
    build.once("exit", (code, signal) => {
      if (code === 0) {
        types.passed(typeInputs);
        resolve();
      } else reject(new Error(`The site was not built (${signal ?? `exit ${code}`}); see above.`));
    });
  });
}

// The emulators start while the site builds: Java, the Firebase CLI and the functions' own
// build took 15 s after the build on a loaded machine. Hosting counts as ready once it serves
// the new build, and a build that fails stops them.
const siteBuilt = process.argv.includes("--no-build") ? Promise.resolve() : buildSite();
console.log("Starting the Firebase emulators (demo-gigloom)…");
// In demo mode the app's creators are the demo's, written into the emulator as the app would.
const db = isDemoEnv(process.env) ? emulatorFirestore("npm-start") : undefined;
const demoPhotoStore = folderPhotoStore(join(ROOT, DEMO_PHOTO_FOLDER));
/** @type {Record<string, unknown>[]} */
let seededDirectory = [];
const seed = async () => {
  if (db) seededDirectory = await seedDemoDirectory(db, demoPhotoStore);
};
const emulatorsReady = startEmulators(undefined, { siteBuilt, seed }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

// The team's inbox on this machine: each contact request's e-mail lands in tmp/mail/.
await startMailSink({
  port: MAIL_SINK_PORT,
  dir: `${ROOT}tmp/mail`,
  onMail: (file, raw) => console.log(`  ${describeMail(raw)} (${relative(ROOT, file)})`),
});

// Listening before the site is said to be running, so whoever waits for that finds both.
// Never undefined: the two hosts are sibling subdomains of gigloom.localhost.
const cookieDomain = /** @type {string} */ (sharedParentDomain(LOCAL_SITE_URL, STAND_IN_APP_URL));
await startStandInApp({
  port: STAND_IN_APP_PORT,
  siteUrl: LOCAL_SITE_URL,
  appUrl: STAND_IN_APP_URL,
  cookieDomain,
  db,
});

// The admin's local backend: saves land in this working tree's content/ (GIGLOOM_CMS_REPO
// points it at another folder, as the end-to-end tests do with a copy). It answers the admin's
// origin only, never a site page.
const cmsRepo = process.env.GIGLOOM_CMS_REPO || ROOT;
const cms = await startCmsBackend({ repoDir: cmsRepo, origins: [LOCAL_CMS_URL] });
// The admin on its own origin: its export, the uploads of the folder the backend saves into,
// and its sign-in passed to the Functions emulator, as the CMS's Hosting site would.
await serveCms({
  dir: join(ROOT, CMS_EXPORT_DIR),
  uploadsDir: join(cmsRepo, MEDIA_FOLDER),
  functionUrl: emulatedFunctionUrl("cmsAuth"),
  rules: hostingSite(CMS_TARGET).headers,
  port: CMS_LOCAL_PORT,
});
await emulatorsReady;
// A saved entry, or a change to the emulator's directory, reaches the running site: each
// rebuilds it (--no-watch: never).
if (!process.argv.includes("--no-watch")) {
  keepSiteInStep(ROOT, db && { db, shown: seededDirectory, photos: demoPhotoStore }, types);
}
await createDemoUser();
console.log(`
  ${SITE_RUNNING} ${LOCAL_SITE_URL} (also ${HOSTING_URL})
  The stand-in app host is at ${STAND_IN_APP_URL}/signup
  Sign in there and the site's header reads "Dashboard" (cookie on Domain=${cookieDomain}).
  Contact requests are e-mailed to the local inbox: one line each below, files in tmp/mail/.
  Edit content at ${LOCAL_CMS_URL}/ (saves go to ${relative(ROOT, cmsRepo) || "."}/content/ through ${cms.url});
  a change to content/ rebuilds the site (about a minute), then reload the page.${
    db
      ? `
  The directory's creators are the demo's, in the Firestore emulator: list or un-list the demo
  creator at ${STAND_IN_APP_URL}${LISTING_PATH}, and the site rebuilds.`
      : ""
  }
  Press Ctrl+C to stop.
`);
// The servers keep the event loop alive until Ctrl+C.
