// @ts-check

/**
 * Resolves once the child process has exited: at once for one already gone.
 * @param {import("node:child_process").ChildProcess} child
 * @returns {Promise<void>}
 */
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}
