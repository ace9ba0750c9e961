// @ts-check
// Renders assets/logo.svg to public/logo.png at its intrinsic 710×124 with Chromium.
// Run by hand after editing the SVG: node scripts/build/render-logo.mjs
import { readFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { launchOptions } from "../shared/chromium.mjs";

const svg = await readFile(new URL("../../assets/logo.svg", import.meta.url), "utf8");
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({ viewport: { width: 710, height: 124 } });
await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg}`);
await page.locator("svg").screenshot({
  path: new URL("../../public/logo.png", import.meta.url).pathname,
  omitBackground: true,
});
await browser.close();
