import { describe, expect, it } from "vitest";
import {
  gigDraftParams,
  MAX_CREATOR_SLUG_LENGTH,
  MAX_GIG_COUNT,
  MAX_GIG_ID_LENGTH,
  MAX_USAGE_DAYS,
  readGigDraft,
} from "../gig-draft.js";

const signupUrl = (query: string) => new URL(`https://app.gigloom.com/signup?${query}`);

describe("a gig priced on the site reaches the app's sign-up", () => {
  it("reads back every choice the site wrote, in a fixed order", () => {
    const draft = {
      platform: "tiktok",
      deliverable: "video-15-30s",
      tier: "micro",
      creators: 2,
      pieces: 3,
      usageDays: 90,
      addOns: ["whitelisting", "raw"],
      hooks: 2,
    };
    const written = gigDraftParams(draft);
    expect(written.toString()).toBe(
      "gig_platform=tiktok&gig_deliverable=video-15-30s&gig_tier=micro&gig_creators=2" +
        "&gig_pieces=3&gig_usage_days=90&gig_add_ons=whitelisting%2Craw&gig_hooks=2",
    );
    expect(readGigDraft(signupUrl(written.toString()))).toEqual(draft);
  });

  it("leaves out what was not chosen: no usage rights, no add-ons, no extra hooks", () => {
    const written = gigDraftParams({ platform: "ugc", addOns: [], creators: 1 });
    expect(written.toString()).toBe("gig_platform=ugc&gig_creators=1");
    expect(readGigDraft(written)).toEqual({ platform: "ugc", creators: 1 });
  });

  it("is null for a sign-up link that carries no gig", () => {
    expect(readGigDraft(signupUrl("utm_source=newsletter"))).toBeNull();
    expect(readGigDraft(signupUrl("gig_platform=Tik%20Tok&gig_tier=micro"))).toBeNull();
  });

  it("leaves out each value that breaks its rule, on either side of its limit", () => {
    const longId = "a".repeat(MAX_GIG_ID_LENGTH + 1);
    const query = new URLSearchParams({
      gig_platform: "youtube",
      gig_deliverable: longId,
      gig_tier: "mid",
      gig_creators: String(MAX_GIG_COUNT + 1),
      gig_pieces: "0",
      gig_usage_days: String(MAX_USAGE_DAYS + 1),
      gig_add_ons: "raw,,rush",
      gig_hooks: "1.5",
    });
    expect(readGigDraft(query)).toEqual({ platform: "youtube", tier: "mid" });
    const atLimits = new URLSearchParams({
      gig_platform: "youtube",
      gig_deliverable: "a".repeat(MAX_GIG_ID_LENGTH),
      gig_creators: String(MAX_GIG_COUNT),
      gig_usage_days: String(MAX_USAGE_DAYS),
    });
    expect(readGigDraft(atLimits)).toEqual({
      platform: "youtube",
      deliverable: "a".repeat(MAX_GIG_ID_LENGTH),
      creators: MAX_GIG_COUNT,
      usageDays: MAX_USAGE_DAYS,
    });
  });

  it("carries the creator a brand hires from the directory, by their page's slug", () => {
    const hire = { platform: "tiktok", tier: "micro", creator: "ana-lopez-3fa9c1" };
    const written = gigDraftParams(hire);
    expect(written.toString()).toBe(
      "gig_platform=tiktok&gig_tier=micro&gig_creator=ana-lopez-3fa9c1",
    );
    expect(readGigDraft(signupUrl(written.toString()))).toEqual(hire);
    const longest = `${"a".repeat(MAX_CREATOR_SLUG_LENGTH - 17)}-${"0".repeat(16)}`;
    expect(
      readGigDraft(new URLSearchParams({ gig_platform: "ugc", gig_creator: longest })),
    ).toEqual({ platform: "ugc", creator: longest });
    for (const refused of [`${longest}0`, "Ana-Lopez", "ana/../x", "https://evil.example"]) {
      expect(
        readGigDraft(new URLSearchParams({ gig_platform: "ugc", gig_creator: refused })),
        refused,
      ).toEqual({ platform: "ugc" });
    }
  });
});
