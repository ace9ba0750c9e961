// @ts-check
// `npm start`'s rebuilds, whoever asks for one (a save in content/, a change to the emulator's
// `directory`): one at a time, since each builds in the same copy of the project, and a request
// during a build queues exactly one more, which sees every change made before it starts.

/**
 * @param {{ rebuild: () => Promise<void>, log?: (line: string) => void }} options
 * @returns {(reason: string) => void} asks for a rebuild, saying why
 */
export function rebuildQueue({ rebuild, log = console.log }) {
  let running = false;
  /** @type {string | undefined} */
  let queued;
  const build = async (/** @type {string} */ reason) => {
    if (running) {
      queued = reason;
      return;
    }
    running = true;
    const started = Date.now();
    log(`  ${reason}: rebuilding the site…`);
    try {
      await rebuild();
      log(`  Site rebuilt in ${((Date.now() - started) / 1000).toFixed(0)} s: reload the page.`);
    } catch (error) {
      // The build names the file and the field of a bad entry; the old pages stay up.
      log(`  The rebuild failed (the site still serves the last good build): ${error}`);
    } finally {
      running = false;
      if (queued) {
        const next = queued;
        queued = undefined;
        void build(next);
      }
    }
  };
  return (reason) => void build(reason);
}
