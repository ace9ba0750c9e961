import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FONT_OUTPUT,
  WEIGHT_RANGE,
  charactersOutsideSubset,
  decodedSourceText,
  fontWeightsIn,
  subsetInter,
} from "../../scripts/build/font-subset.mjs";

const root = new URL("../../", import.meta.url);

/** Every file under `dir` whose name ends in one of `extensions`, as [relative path, text]. */
function sources(dir: string, extensions: string[]): [string, string][] {
  return readdirSync(new URL(dir, root), { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => [`${dir}/${file}`, readFileSync(new URL(`${dir}/${file}`, root), "utf8")]);
}

// The site's text: the Markdown content and every source under src/ (data, config, components and
// pages all put strings on the page; checking all of src/ leaves no file to forget).
const textSources = [
  ...sources("content", [".md"]),
  ...sources("messages", [".json"]),
  ...sources("src", [".ts", ".tsx", ".mjs", ".css"]),
];

describe("the font subset", () => {
  it("has every character of the site's text", () => {
    expect(textSources.length).toBeGreaterThan(50);
    for (const [file, text] of textSources) {
      expect(() => decodedSourceText(text), file).not.toThrow();
      expect(charactersOutsideSubset(decodedSourceText(text)), file).toEqual([]);
    }
  });

  it("has every weight the site's classes ask for", () => {
    for (const [file, text] of textSources) {
      for (const weight of fontWeightsIn(text)) {
        expect(weight, file).toBeGreaterThanOrEqual(WEIGHT_RANGE.min);
        expect(weight, file).toBeLessThanOrEqual(WEIGHT_RANGE.max);
      }
    }
  });

  it("is declared with its weight range in the layout", () => {
    const layout = readFileSync(new URL("src/components/layout/inter-font.ts", root), "utf8");
    expect(layout).toContain(`weight: "${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max}"`);
  });

  it("is committed as npm run font:subset writes it", async () => {
    const fresh = await subsetInter();
    expect(Buffer.compare(fresh, readFileSync(FONT_OUTPUT)), "run npm run font:subset").toBe(0);
  }, 30_000);
});

describe("charactersOutsideSubset", () => {
  it("names each character the font lacks once", () => {
    expect(charactersOutsideSubset("Café – “fees” → 4.1× ≥ 0 ≥ 1 ✓")).toEqual(["≥", "✓"]);
  });

  it("accepts line breaks, tabs and soft hyphens, which need no glyph", () => {
    expect(charactersOutsideSubset("a\tb\r\nco\u00adop")).toEqual([]);
  });
});

describe("decodedSourceText", () => {
  it("decodes character references and JavaScript escapes", () => {
    expect(decodedSourceText("it&rsquo;s &#8805; &#x2265; \\u2265 \\u{1F600} &amp;")).toBe(
      "it’s ≥ ≥ ≥ 😀 &",
    );
  });

  it("refuses a named reference it does not know rather than skipping it", () => {
    expect(() => decodedSourceText("&hearts;")).toThrow("&hearts;");
  });
});

describe("fontWeightsIn", () => {
  it("reads Tailwind weight classes and CSS font-weight", () => {
    expect(fontWeightsIn('className="font-light md:font-black" font-weight: 650')).toEqual([
      300, 900, 650,
    ]);
  });

  it("ignores font-family classes", () => {
    expect(fontWeightsIn("font-sans font-mono font-serif")).toEqual([]);
  });
});
