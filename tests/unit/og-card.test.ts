import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ogColors, ogTitleFontSize } from "@/lib/seo/og-card";

const css = readFileSync(new URL("../../src/app/globals.css", import.meta.url), "utf8");

function themeColor(token: string): string | undefined {
  return css.match(new RegExp(`--color-${token}:\\s*(#[0-9a-f]{6})`, "i"))?.[1]?.toLowerCase();
}

describe("the Open Graph card", () => {
  it("uses the same colours as the site's theme tokens", () => {
    const tokens = { ink: "ink", muted: "muted", line: "line", paper: "paper", accent: "accent" };
    for (const [key, token] of Object.entries(tokens)) {
      expect(ogColors[key as keyof typeof ogColors], token).toBe(themeColor(token));
    }
    expect(ogColors.accentSoft).toBe(themeColor("accent-soft"));
  });

  it("steps the title down for long titles", () => {
    const short = ogTitleFontSize("Pricing");
    const medium = ogTitleFontSize("How to brief a creator so the first draft is the final one");
    const long = ogTitleFontSize("x".repeat(90));
    expect(short).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(long);
  });
});
