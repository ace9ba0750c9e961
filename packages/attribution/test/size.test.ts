import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import { expect, it } from "vitest";

/** What the package adds to the app's bundle: minified, gzipped. */
async function bundledSize(external: string[]): Promise<number> {
  const build = await rolldown({
    input: fileURLToPath(new URL("../index.js", import.meta.url)),
    external,
    logLevel: "silent",
  });
  const { output } = await build.generate({ format: "esm", minify: true });
  return gzipSync(output[0].code).length;
}

it("costs an app that has zod (its peer) under 1 KB gzip", async () => {
  expect(await bundledSize(["zod/mini"])).toBeLessThan(1024);
});

it("costs an app without zod under 5 KB gzip, zod/mini included", async () => {
  expect(await bundledSize([])).toBeLessThan(5 * 1024);
});
