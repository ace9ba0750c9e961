// This machine's npm registry mirror serves only the platform binaries of this machine's kind
// (linux x64), so `npm install` here leaves other platforms' optional binaries (Next's SWC,
// Tailwind's oxide, the resolver bindings) out of package-lock.json, and `npm ci` then refuses
// the lock. This adds the missing entries with their os/cpu, which npm ci skips on a machine
// they do not fit and fetches on one they do. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from "node:fs";
import { ROOT } from "./emulators.mjs";

const path = `${ROOT}/package-lock.json`;
const lock = JSON.parse(readFileSync(path, "utf8"));
function platformOf(name) {
  const native = name.match(/-(android|darwin|freebsd|linux|openharmony|win32)-([a-z0-9]+)/);
  if (native) return { os: [native[1]], cpu: [native[2]] };
  return name.includes("-wasm32-") ? { cpu: ["wasm32"] } : undefined;
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
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
