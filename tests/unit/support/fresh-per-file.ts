import { afterAll, afterEach, vi } from "vitest";

// The unit files share their worker (isolate is off, for speed): each test leaves the globals
// and env as it found them, and each file leaves no module loaded over its own fake working
// directory or env for the next file.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
afterAll(() => {
  vi.resetModules();
});
