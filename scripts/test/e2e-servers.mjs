// @ts-check
// The end-to-end tests' two servers, started side by side: the site as `npm start` serves it
// (scripts/local/start.mjs) and the production-configuration build (scripts/test/production-preview.mjs).
// Each builds the site first. Playwright starts its webServer entries one after another, so as
// two entries the second build would start only once the first site answered: on 2 cores, the
// two builds side by side are ready about a minute sooner than one after the other.
// Prints E2E_SERVERS_READY once each has printed that it serves its new build
// (scripts/test/e2e-servers-facts.mjs): a URL answering is not enough, since `npm start`'s
// emulators serve the last build in out/ while the new one is made. On SIGTERM or SIGINT each
// stops what it started (Playwright signals the whole process group; a signal to this process
// alone is passed on).
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { E2E_SERVERS, E2E_SERVERS_READY, E2E_SERVERS_TIMEOUT_MS } from "./e2e-servers-facts.mjs";
import { exited } from "../shared/exited.mjs";
import { ROOT } from "../shared/project.mjs";

// The two builds share the uploads' sizes (scripts/build/build-copy.mjs): made once, before both,
// rather than twice at the same time.
const images = spawnSync(process.execPath, [join(ROOT, "scripts/build/images.mjs")], {
  stdio: "inherit",
});
if (images.status !== 0) process.exit(images.status ?? 1);

/** @type {Promise<void>[]} */
const ready = [];
const children = E2E_SERVERS.map(({ script, readyLine }) => {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    stdio: ["inherit", "pipe", "inherit"],
  });
  // Passed on as it comes; the ready line is looked for in whole lines.
  child.stdout.pipe(process.stdout);
  ready.push(
    new Promise((resolve) => {
      createInterface({ input: child.stdout }).on("line", (line) => {
        if (line.trimStart().startsWith(readyLine)) resolve();
      });
    }),
  );
  return child;
});
const running = () => children.filter((child) => child.exitCode === null && !child.signalCode);

let stopping = false;
/** @param {number} code */
function stopAll(code) {
  stopping = true;
  for (const child of running()) child.kill("SIGTERM");
  Promise.all(children.map((child) => exited(child))).then(() => process.exit(code));
}

for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stopAll(0));
for (const child of children) {
  child.once("exit", (code) => {
    // A server that stops before it is asked to has failed: stop the other, and fail too.
    if (!stopping) stopAll(code || 1);
  });
}

const timeout = setTimeout(() => {
  console.error(`The end-to-end servers were not ready within ${E2E_SERVERS_TIMEOUT_MS} ms.`);
  stopAll(1);
}, E2E_SERVERS_TIMEOUT_MS);
await Promise.all(ready);
clearTimeout(timeout);
console.log(E2E_SERVERS_READY);
