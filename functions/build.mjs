// Bundles src/index.ts into lib/index.js. The contact contract and schema it shares with the
// site (src/lib/contact, at the repository root) are bundled in, because a deploy uploads this
// folder alone; npm packages stay external and are installed from package.json.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import { parse } from "yaml";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const isPackage = (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("@/");

/**
 * The rate guide's tiers, which the directory publishes in place of follower counts: read from
 * the rate card as the site's build reads it, since a deploy of this folder has no content/.
 * The site's build validates the file; a deploy of both keeps the two in step.
 */
const tiers = parse(readFileSync(here("../content/rates.yml"), "utf8")).tiers.map(
  ({ id, minFollowers, maxFollowers }) => ({ id, minFollowers, maxFollowers }),
);

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
