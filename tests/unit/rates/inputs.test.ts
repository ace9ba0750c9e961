import { describe, expect, it } from "vitest";
import { rateCard } from "@/lib/content/rate-card";
import { INPUT_LIMITS, inputsQuery } from "@/lib/rates/inputs";
import { readInputs } from "@/lib/rates/read-inputs";

const card = rateCard("en");
const read = (query: string) => readInputs(new URLSearchParams(query), card);

describe("the calculator's inputs, read from the URL", () => {
  it("opens the issue's example link with that estimate, and writes it back as it was", () => {
    const query = "platform=tiktok&tier=micro&videos=3&usage=90";
    const inputs = read(query);
    expect(inputs).toMatchObject({
      view: "brand",
      platform: "tiktok",
      deliverable: "short-video",
      tier: "micro",
      creators: 1,
      videos: 3,
      usage: 90,
      hooks: 0,
      whitelisting: false,
      billing: "monthly",
    });
    expect(inputsQuery(inputs, card)).toBe(query);
  });

  it("opens a bare /rates on the smallest gig, and writes it as no query at all", () => {
    const inputs = read("");
    expect(inputs).toMatchObject({ platform: "ugc", deliverable: "short-video", tier: "nano" });
    expect(inputsQuery(inputs, card)).toBe("");
  });

  it("falls back to the default for anything unknown or out of range, never throwing", () => {
    const inputs = read(
      "view=agency&platform=snapchat&tier=mega&creators=51&videos=2.5&usage=60&hooks=6&raw=yes&billing=weekly",
    );
    expect(inputsQuery(inputs, card)).toBe("");
    expect(read("creators=0").creators).toBe(1);
    expect(read("creators=50&videos=20&hooks=5")).toMatchObject({
      creators: 50,
      videos: 20,
      hooks: 5,
    });
    expect(read("usage=none").usage).toBeNull();
  });

  it("takes the platform's first deliverable for one the platform does not have", () => {
    expect(read("platform=youtube&deliverable=reel").deliverable).toBe("integration");
    expect(read("platform=instagram&deliverable=story-set").deliverable).toBe("story-set");
  });

  it("reads ticked boxes as 1 and writes them so", () => {
    const query = "view=creator&whitelisting=1&exclusivity=1&raw=1&hooks=2&rush=1&billing=annual";
    expect(read(query)).toMatchObject({
      view: "creator",
      whitelisting: true,
      rush: true,
      hooks: 2,
    });
    expect(inputsQuery(read(query), card)).toBe(query);
  });

  it("gives the page the limits of each count", () => {
    expect(INPUT_LIMITS).toEqual({
      creators: { min: 1, max: 50 },
      videos: { min: 1, max: 20 },
      hooks: { min: 0, max: 5 },
    });
  });
});
