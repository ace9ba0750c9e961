// `npm start`: builds the static site and serves it like production, through the Firebase
// Hosting emulator (which applies firebase.json), with the Auth and Firestore emulators.
import { spawnSync } from "node:child_process";
import { HOSTING_URL, ROOT, startEmulators } from "./emulators.mjs";

const skipBuild = process.argv.includes("--no-build");
if (!skipBuild) {
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log("Starting the Firebase emulators (demo-gigloom)…");
await startEmulators();
console.log(`\n  Gigloom is running at ${HOSTING_URL}\n  Press Ctrl+C to stop.\n`);
// The emulators keep the event loop alive until Ctrl+C.
