// Bundles src/index.ts into lib/index.js. The contact contract and schema it shares with the
// site (src/lib/contact, at the repository root) are bundled in, because a deploy uploads this
// folder alone; npm packages stay external and are installed from package.json.
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const isPackage = (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("@/");

const build = await rolldown({
  input: here("./src/index.ts"),
  platform: "node",
  external: isPackage,
  resolve: { alias: { "@": here("../src") } },
  logLevel: "warn",
});
await build.write({ file: here("./lib/index.js"), format: "esm" });
console.log("Functions: bundled functions/lib/index.js");
