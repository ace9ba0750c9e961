// @ts-check
// Writes src/app/fonts/inter-latin-var.woff2: Inter cut to the characters, weights and features
// in scripts/build/font-subset.mjs. Run after changing those or updating inter-ui or subset-font:
// npm run font:subset (a unit test fails while the committed file is stale).
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { FONT_OUTPUT, subsetInter } from "./font-subset.mjs";

const font = await subsetInter();
await writeFile(FONT_OUTPUT, font);
console.log(`${fileURLToPath(FONT_OUTPUT)}: ${font.length} bytes`);
