// @ts-check
// `npm test`: the scripts of TEST_PLAN (scripts/test/test-plan.mjs), each phase's lanes at once.
// A phase's first lane prints as it goes (the end-to-end tests' progress); the others' output is
// held and printed whole when each of their scripts ends, so that lanes do not interleave. Stops
// after the first phase that fails, once its other lanes have finished (none is killed midway:
// an emulator would be orphaned).
import { spawn } from "node:child_process";
import { TEST_PLAN } from "./test-plan.mjs";

/** @type {{ script: string, seconds: number, ok: boolean }[]} */
const results = [];

/**
 * @param {string} script
 * @param {boolean} live whether it prints as it goes
 * @returns {Promise<boolean>}
 */
function runScript(script, live) {
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", script], {
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      results.push({ script, seconds, ok });
      process.stdout.write(`\n── ${script}: ${ok ? "passed" : "FAILED"} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

/** @param {string[]} lane @param {boolean} live */
async function runLane(lane, live) {
  for (const script of lane) if (!(await runScript(script, live))) return false;
  return true;
}

const started = Date.now();
let passed = true;
for (const phase of TEST_PLAN) {
  const lanes = await Promise.all(phase.map((lane, index) => runLane(lane, index === 0)));
  if (lanes.includes(false)) {
    passed = false;
    break;
  }
}
const summary = results.map(({ script, seconds, ok }) => `${script} ${seconds} s${ok ? "" : " ✗"}`);
process.stdout.write(
  `\nnpm test ${passed ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s: ${summary.join(", ")}\n`,
);
process.exit(passed ? 0 : 1);
