// @ts-check

/**
 * Resolves once `url` answers with a status below 500 other than 404 (until its function is
 * loaded, the Functions emulator answers 404); throws after `timeoutMs`.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500 && response.status !== 404) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}
