import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CMS_LOCAL_PORT } from "../../../src/lib/cms/cms-facts.mjs";

/** The project's root, with a trailing slash. */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The folder the admin's local backend saves into during the end-to-end tests: `npm start`
 * points decap-server there (GIGLOOM_CMS_REPO, set in playwright.config.ts), and the tests
 * fill it with a copy of content/. The working tree's content/ is never written.
 */
export const CMS_SANDBOX = join(ROOT, "tmp/e2e-cms");
export const SANDBOX_CONTENT = join(CMS_SANDBOX, "content");

/** A fresh copy of the working tree's content/ in the sandbox. */
export function resetSandbox() {
  rmSync(CMS_SANDBOX, { recursive: true, force: true });
  mkdirSync(CMS_SANDBOX, { recursive: true });
  cpSync(join(ROOT, "content"), SANDBOX_CONTENT, { recursive: true });
}

/** Each Markdown entry of a sandbox folder, by file name. */
export function sandboxFiles(folder: string): Record<string, string> {
  const dir = join(SANDBOX_CONTENT, folder);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}

/**
 * The admin's local server as a test's own requests reach it: Node does not resolve *.localhost
 * names as Chromium does, and the server answers the same whatever the name.
 */
export const CMS_SERVER = `http://127.0.0.1:${CMS_LOCAL_PORT}`;
