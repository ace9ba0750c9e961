import { GIG_DRAFT_PARAMS } from "@gigloom/attribution/gig-draft-params";
import { ADD_ON_IDS } from "@/config/rate-ids";
import type { Inputs } from "./inputs";

type GigParam = keyof typeof GIG_DRAFT_PARAMS;

/**
 * The estimate's choices as the gig the app's sign-up opens with (docs/deploy.md), in the
 * contract's order. Each value is already in its rule, the calculator's inputs being held to
 * narrower ones (inputs.ts); tests/unit/rates/gig-draft.test.ts reads every kind back with the
 * app's own reader. Written without the contract's zod rules, which the page would otherwise
 * load with its first script.
 */
function gigValues(inputs: Inputs): Record<GigParam, string | undefined> {
  const addOns = ADD_ON_IDS.filter((id) => id !== "hooks" && inputs[id]);
  return {
    platform: inputs.platform,
    deliverable: inputs.deliverable,
    tier: inputs.tier,
    creators: String(inputs.creators),
    pieces: String(inputs.videos),
    usageDays: inputs.usage === null ? undefined : String(inputs.usage),
    addOns: addOns.length > 0 ? addOns.join(",") : undefined,
    hooks: inputs.hooks > 0 ? String(inputs.hooks) : undefined,
    // An estimate is for creators yet to be chosen.
    creator: undefined,
  };
}

/** "Post this gig": the sign-up link with the gig's parameters. */
export function postGigHref(signUpUrl: string, inputs: Inputs): string {
  const url = new URL(signUpUrl);
  const values = gigValues(inputs);
  for (const key of Object.keys(GIG_DRAFT_PARAMS) as GigParam[]) {
    const value = values[key];
    if (value !== undefined) url.searchParams.set(GIG_DRAFT_PARAMS[key], value);
  }
  return url.toString();
}
