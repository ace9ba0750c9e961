import { describe, expect, it } from "vitest";
import { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from "@/lib/content/reading-time";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("reading time", () => {
  it("counts what a reader reads, not the markup", () => {
    const markdown = [
      "## A heading",
      "Read the [usage rights guide](/blog/usage-rights) **first**.",
      "- one-off fee",
      "| Tier | Price |",
      "| --- | --- |",
      '<Callout kind="tip">',
      "```",
      "code is not read",
      "```",
    ].join("\n");
    // A heading (2) + Read the usage rights guide first (6) + one-off fee (2) + Tier Price (2)
    expect(countWords(markdown)).toBe(12);
  });

  it("rounds up to whole minutes and never shows zero", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingTimeMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingTimeMinutes(words(WORDS_PER_MINUTE * 4))).toBe(4);
  });
});
