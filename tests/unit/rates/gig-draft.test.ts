import { readGigDraft } from "@gigloom/attribution/gig-draft";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADD_ON_IDS } from "@/config/rate-ids";
import { rateCard } from "@/lib/content/rate-card";
import { postGigHref } from "@/lib/rates/gig-draft";
import { readInputs } from "@/lib/rates/read-inputs";
import { tablesAndInputs } from "../support/rate-tables";

const SIGN_UP = "https://app.gigloom.com/signup";
const card = rateCard("en");
const inputsOf = (query: string) => readInputs(new URLSearchParams(query), card);

describe("Post this gig", () => {
  it("carries every choice of the estimate to the sign-up, as the app reads it back", () => {
    const url = new URL(
      postGigHref(
        SIGN_UP,
        inputsOf(
          "platform=tiktok&tier=micro&creators=2&videos=3&usage=90&whitelisting=1&raw=1&hooks=2",
        ),
      ),
    );
    expect(url.origin + url.pathname).toBe(SIGN_UP);
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
    const url = new URL(postGigHref(SIGN_UP, inputsOf("")));
    expect([...url.searchParams.keys()]).toEqual([
      "gig_platform",
      "gig_deliverable",
      "gig_tier",
      "gig_creators",
      "gig_pieces",
    ]);
  });

  it("writes, for any estimate, only values the app's reader keeps", () => {
    fc.assert(
      fc.property(tablesAndInputs, ({ inputs }) => {
        const draft = readGigDraft(new URL(postGigHref(SIGN_UP, inputs)));
        const addOns = ADD_ON_IDS.filter((id) => id !== "hooks" && inputs[id]);
        expect(draft).toEqual({
          platform: inputs.platform,
          deliverable: inputs.deliverable,
          tier: inputs.tier,
          creators: inputs.creators,
          pieces: inputs.videos,
          ...(inputs.usage === null ? {} : { usageDays: inputs.usage }),
          ...(addOns.length > 0 ? { addOns } : {}),
          ...(inputs.hooks > 0 ? { hooks: inputs.hooks } : {}),
        });
      }),
    );
  });
});
