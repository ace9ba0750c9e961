// Bundles src/index.ts into lib/index.js. The contact contract and schema it shares with the
// site (src/lib/contact, at the repository root) are bundled in, because a deploy uploads this
// folder alone; npm packages stay external and are installed from package.json.
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import { rateTiers } from "../scripts/shared/rate-tiers.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const isPackage = (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("@/");

/**
 * The rate guide's tiers, which the directory publishes in place of follower counts: bundled,
 * since a deploy of this folder has no content/. A deploy of both keeps the two in step.
 */
const tiers = rateTiers();

const build = await rolldown({
  input: here("./src/index.ts"),
  platform: "node",
  external: isPackage,
  resolve: { alias: { "@": here("../src") } },
  transform: { define: { RATE_TIERS: JSON.stringify(tiers) } },
  logLevel: "warn",
});
await build.write({ file: here("./lib/index.js"), format: "esm" });
console.log("Functions: bundled functions/lib/index.js");
