// @ts-check
// This machine's npm registry mirror serves only the platform binaries of this machine's kind
// (linux x64), so `npm install` here leaves other platforms' optional binaries (Next's SWC,
// Tailwind's oxide, the resolver bindings) out of package-lock.json, and `npm ci` then refuses
// the lock. This adds the missing entries with their os/cpu, which npm ci skips on a machine
// they do not fit and fetches on one they do. Run it after `npm install` changes the lock.
//
// Each entry gets its `integrity` from the registry's metadata where the registry serves that
// version; where it does not (this mirror serves none of them), the entry has none, and the
// script says how many: npm then installs it on such a platform without checking its hash.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { ROOT } from "../shared/project.mjs";

const path = `${ROOT}/package-lock.json`;
const lock = JSON.parse(readFileSync(path, "utf8"));
const registry = execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" })
  .trim()
  .replace(/\/?$/, "/");

/** @param {string} name */
function platformOf(name) {
  const native = name.match(/-(android|darwin|freebsd|linux|openharmony|win32)-([a-z0-9]+)/);
  if (native) return { os: [native[1]], cpu: [native[2]] };
  return name.includes("-wasm32-") ? { cpu: ["wasm32"] } : undefined;
}

/**
 * The version's tarball and integrity as the registry publishes them, if it serves them.
 * @param {string} name
 * @param {string} version
 */
async function published(name, version) {
  try {
    const response = await fetch(`${registry}${name.replace("/", "%2f")}`);
    if (!response.ok) return undefined;
    const dist = (await response.json()).versions?.[version]?.dist;
    return dist?.integrity ? { resolved: dist.tarball, integrity: dist.integrity } : undefined;
  } catch {
    return undefined;
  }
}

let added = 0;
for (const [location, entry] of Object.entries({ ...lock.packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added += 1;
  }
}

let filled = 0;
const unverified = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!location.startsWith("node_modules/") || entry.link || entry.integrity) continue;
  const name = location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
  const dist = await published(name, entry.version);
  if (dist) {
    Object.assign(entry, dist);
    filled += 1;
  } else {
    unverified.push(`${name}@${entry.version}`);
  }
}

writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: added ${added} optional platform entries; integrity filled for ${filled}`,
);
if (unverified.length > 0) {
  console.log(
    `${unverified.length} entries have no integrity: ${registry} does not serve them ` +
      `(${unverified.join(", ")})`,
  );
}
