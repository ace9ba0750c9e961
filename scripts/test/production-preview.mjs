// @ts-check
// For the end-to-end tests of the production configuration: builds the site as a deployment
// would be built, with a complete but fake production configuration (Analytics and App Check
// on; scripts/test/production-preview-env.mjs) and one more post (the one the CMS test has the
// admin write), in a copy of the project under tmp/ so that it never touches the demo build in
// out/, and serves it on 127.0.0.1 like Firebase Hosting would.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { copyForBuild } from "../build/build-copy.mjs";
import { CMS_EXPORT_DIR } from "../build/cms-admin.mjs";
import { ROOT } from "../shared/project.mjs";
import {
  FAKE_PRODUCTION_ENV,
  PRODUCTION_PREVIEW_CMS_PORT,
  PRODUCTION_PREVIEW_CMS_URL,
  PRODUCTION_PREVIEW_EXTRA_CONTENT,
  PRODUCTION_PREVIEW_PORT,
  PRODUCTION_PREVIEW_READY,
  PRODUCTION_PREVIEW_URL,
} from "./production-preview-env.mjs";
import { serveStatic } from "../shared/static-server.mjs";

const copy = join(ROOT, "tmp/production-preview");
rmSync(copy, { recursive: true, force: true });
copyForBuild(ROOT, copy, { extraContent: PRODUCTION_PREVIEW_EXTRA_CONTENT });

// Only the fake configuration: no .env file of this machine reaches this build.
const env = { ...process.env, ...FAKE_PRODUCTION_ENV, NEXT_TELEMETRY_DISABLED: "1" };
/** @type {Array<[string, string[]]>} */
const steps = [
  [process.execPath, [join(ROOT, "scripts/build/images.mjs"), copy]],
  [join(ROOT, "node_modules/.bin/next"), ["build"]],
  [process.execPath, [join(ROOT, "scripts/build/postbuild.mjs"), copy]],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: copy, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The admin's export first: whoever waits for the site's URL finds both.
const cms = await serveStatic(join(copy, CMS_EXPORT_DIR), PRODUCTION_PREVIEW_CMS_PORT);
const server = await serveStatic(join(copy, "out"), PRODUCTION_PREVIEW_PORT);
console.log(
  `${PRODUCTION_PREVIEW_READY} ${PRODUCTION_PREVIEW_URL} (its CMS admin: ${PRODUCTION_PREVIEW_CMS_URL})`,
);
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    cms.close();
    server.close(() => process.exit(0));
  });
