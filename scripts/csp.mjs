// Post-build step of `npm run build`: writes each exported page's Content-Security-Policy
// into its <head> (see scripts/lib/csp.mjs). Reads the same .env files as `next build`.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nextEnv from "@next/env";
import { pagePolicy, remoteSources, withPolicyMeta } from "./lib/csp.mjs";
import { PORTS, ROOT } from "./emulators.mjs";
import { exportedPages } from "./lib/html-files.mjs";

nextEnv.loadEnvConfig(ROOT);
const OUT = join(ROOT, "out");
const remote = remoteSources(process.env, PORTS);

const files = exportedPages(OUT);
for (const file of files) {
  const html = readFileSync(file, "utf8");
  writeFileSync(file, withPolicyMeta(html, pagePolicy(html, remote)));
}
console.log(`CSP: ${files.length} pages, connect-src ${remote.connect.join(" ")}`);
