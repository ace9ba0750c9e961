import { readGigDraft } from "@gigloom/attribution/gig-draft";
import { describe, expect, it } from "vitest";
import { rateCard } from "@/lib/content/rate-card";
import { readInputs } from "@/lib/rates/inputs";
import { postGigHref } from "@/lib/rates/gig-draft";

const card = rateCard("en");
const inputsOf = (query: string) => readInputs(new URLSearchParams(query), card);

describe("Post this gig", () => {
  it("carries every choice of the estimate to the sign-up, as the app reads it back", () => {
    const href = postGigHref(
      "https://app.gigloom.com/signup",
      inputsOf(
        "platform=tiktok&tier=micro&creators=2&videos=3&usage=90&whitelisting=1&raw=1&hooks=2",
      ),
    );
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://app.gigloom.com/signup");
    expect(readGigDraft(url)).toEqual({
      platform: "tiktok",
      deliverable: card.platforms[0]!.deliverables[0]!.id,
      tier: "micro",
      creators: 2,
      pieces: 3,
      usageDays: 90,
      addOns: ["whitelisting", "raw"],
      hooks: 2,
    });
  });

  it("sends no usage rights, add-ons or hooks the visitor did not choose", () => {
    const url = new URL(postGigHref("https://app.gigloom.com/signup", inputsOf("")));
    expect([...url.searchParams.keys()]).toEqual([
      "gig_platform",
      "gig_deliverable",
      "gig_tier",
      "gig_creators",
      "gig_pieces",
    ]);
  });
});
