// The second half of the contract between gigloom.com and the app's sign-up: a gig the visitor
// priced in the site's rate guide ("Post this gig"), or a creator they chose to hire from the
// site's directory ("Hire …"), carried on the sign-up link so the app can open its first brief
// with it. The site writes the parameters (gigDraftParams); the app reads
// them back (readGigDraft). Values are checked by shape, not against the site's rate card, so
// a platform or add-on the site adds later still reaches an app that has not updated.
import * as z from "zod/mini";
import { GIG_DRAFT_PARAMS } from "./gig-draft-params.js";

export { GIG_DRAFT_PARAMS };

export const MAX_GIG_ID_LENGTH = 40;
export const MAX_GIG_COUNT = 999;
export const MAX_USAGE_DAYS = 3650;
/** A directory page's slug (the site writes up to 40 characters of the name and 16 digits), with room. */
export const MAX_CREATOR_SLUG_LENGTH = 80;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z.string().check(z.maxLength(MAX_GIG_ID_LENGTH), z.regex(SLUG));
const count = (min) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(MAX_GIG_COUNT));
const RULES = {
  platform: id,
  deliverable: id,
  tier: id,
  creators: count(1),
  pieces: count(1),
  usageDays: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_USAGE_DAYS)),
  addOns: z.array(id),
  hooks: count(1),
  creator: z.string().check(z.maxLength(MAX_CREATOR_SLUG_LENGTH), z.regex(SLUG)),
};

function valid(schema, value) {
  if (value === null || value === undefined) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Add-ons travel as one comma-separated parameter, in the order given. */
const splitList = (value) => (value === null ? undefined : value.split(","));

/**
 * The gig a sign-up URL carries, each value that keeps its rule, or null when it names no
 * platform (the visitor came from any other link). Accepts the page's URL or its query.
 */
export function readGigDraft(url) {
  const params = url instanceof URL ? url.searchParams : url;
  const platform = valid(RULES.platform, params.get(GIG_DRAFT_PARAMS.platform));
  if (platform === undefined) return null;
  const draft = { platform };
  for (const [key, name] of Object.entries(GIG_DRAFT_PARAMS)) {
    if (key === "platform") continue;
    const raw = params.get(name);
    const value = valid(RULES[key], key === "addOns" ? splitList(raw) : raw);
    if (value !== undefined && !(key === "addOns" && value.length === 0)) draft[key] = value;
  }
  return draft;
}

/** The query the site adds to the sign-up link for a gig: the same rules, a fixed order. */
export function gigDraftParams(draft) {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(GIG_DRAFT_PARAMS)) {
    const value = valid(RULES[key], draft[key]);
    if (value === undefined || (key === "addOns" && value.length === 0)) continue;
    params.set(name, key === "addOns" ? value.join(",") : String(value));
  }
  return params;
}
