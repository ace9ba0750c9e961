import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src", import.meta.url));
/** Tests are server-side code: they may use what `server-only` marks (react-server's export). */
const serverOnly = fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": src, "server-only": serverOnly } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "packages/*/test/**/*.test.ts"],
          environment: "node",
          // Test files share their worker: the suite takes under half the time. What one file
          // changes, the setup file undoes before the next.
          isolate: false,
          setupFiles: ["tests/unit/support/fresh-per-file.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The contact function's handler against the real Firestore emulator and a real
          // SMTP server; it runs beside the rules suite's emulator, on its own project. The CMS
          // sign-in runs in the real Functions emulator, against a stand-in GitHub.
          name: "functions",
          include: ["functions/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["functions/test/start-emulators.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Security rules against the real Firestore emulator, which globalSetup starts
          // and stops. One file at a time: the files share the emulator's project.
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/rules/start-emulator.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
