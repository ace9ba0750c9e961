// @ts-check
// The emulators' processes: each started in a process group of its own, and stopped with all
// it spawned (Java, the Functions emulator's workers), then waited for.
import { spawn } from "node:child_process";
import { exited } from "../shared/exited.mjs";
import { ROOT } from "../shared/project.mjs";

/**
 * An emulator's process; `stopping` is set once stopAll has asked it to stop, so that its exit
 * is not reported as a crash.
 * @typedef {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable> & { stopping?: boolean }} Emulator
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} label
 */
export function startProcess(command, args, label, env = process.env) {
  // Own process group, so stopping it also stops whatever it spawned (Java, workers).
  /** @type {Emulator} */
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {string[]} */
  const log = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    if (!child.stopping) {
      console.error(`${label} exited (${signal ?? code}). Its last output:\n${log.join("")}`);
    }
  });
  return child;
}

/**
 * @param {Emulator} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  try {
    // A child with no pid never started: killing it throws, as for a group already gone.
    process.kill(-(/** @type {number} */ (child.pid)), signal);
  } catch {
    // Already gone.
  }
}

/** @param {Emulator[]} children */
export function stopAll(children) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.stopping = true;
    signalGroup(child, "SIGTERM");
  }
}

/** How long the emulators get to stop cleanly before what is left of them is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * Stops the emulators and waits for them: SIGTERM to each one's process group, then SIGKILL to
 * whatever is left of the groups once each has exited or STOP_GRACE_MS have passed. Told to stop
 * by a parent that then exited at once, the Firebase CLI was seen to keep serving its ports, or
 * to leave its function workers behind, one Node process for each call that ran at once.
 * @param {Emulator[]} children
 */
export async function stopAndReap(children) {
  stopAll(children);
  await Promise.race([
    Promise.all(children.map(exited)),
    // unref: a stop that ends sooner must not keep this process alive for the rest.
    new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref()),
  ]);
  for (const child of children) signalGroup(child, "SIGKILL");
}
