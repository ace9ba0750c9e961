import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import { expect, it } from "vitest";

/** What the package adds to the app's bundle: minified, gzipped, Firebase left to the app. */
async function bundledSize(): Promise<number> {
  const build = await rolldown({
    input: fileURLToPath(new URL("../index.js", import.meta.url)),
    external: ["firebase/auth"],
    logLevel: "silent",
  });
  const { output } = await build.generate({ format: "esm", minify: true });
  return gzipSync(output[0].code).length;
}

it("costs the app under 1 KB gzip", async () => {
  expect(await bundledSize()).toBeLessThan(1024);
});
