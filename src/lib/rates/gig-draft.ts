import { gigDraftParams, type GigDraft } from "@gigloom/attribution/gig-draft";
import type { Inputs } from "./inputs";
import { ADD_ON_IDS } from "@/config/rate-ids";

/** The estimate's choices as the gig the app's sign-up opens with (docs/deploy.md). */
export function gigDraftOf(inputs: Inputs): GigDraft {
  return {
    platform: inputs.platform,
    deliverable: inputs.deliverable,
    tier: inputs.tier,
    creators: inputs.creators,
    pieces: inputs.videos,
    ...(inputs.usage === null ? {} : { usageDays: inputs.usage }),
    addOns: ADD_ON_IDS.filter((id) => id !== "hooks" && inputs[id]),
    ...(inputs.hooks > 0 ? { hooks: inputs.hooks } : {}),
  };
}

/** "Post this gig": the sign-up link with the gig's parameters. */
export function postGigHref(signUpUrl: string, inputs: Inputs): string {
  const url = new URL(signUpUrl);
  for (const [name, value] of gigDraftParams(gigDraftOf(inputs))) url.searchParams.set(name, value);
  return url.toString();
}
