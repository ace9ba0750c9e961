import { z } from "zod";
import { BILLING_PERIODS } from "@/domain/pricing/billing";
import { CREATOR_TIER_IDS, PLATFORM_IDS, USAGE_DAYS } from "@/config/rate-ids";
import type { RateTable } from "./rate-table";

/**
 * The calculator's inputs, read from the page's URL: a shared link or the back button restores
 * an estimate. The limits live here and only here; a value that is unknown or out of range
 * falls back to its default rather than throwing, so any link opens. The defaults are the
 * smallest gig a brand can post (one UGC video from one nano creator, no add-ons), so every
 * choice a visitor makes shows in the link.
 */
const creators = z.coerce.number().int().min(1).max(50);
const videos = z.coerce.number().int().min(1).max(20);
const hooks = z.coerce.number().int().min(0).max(5);

/** A box ticked is "1" in the URL; anything else is unticked. */
const flag = z
  .literal("1")
  .transform(() => true)
  .catch(false);

export const VIEWS = ["brand", "creator"] as const;

const inputsSchema = z.object({
  view: z.enum(VIEWS).catch("brand"),
  platform: z.enum(PLATFORM_IDS).catch("ugc"),
  /** Checked against the platform's deliverables once the rate card is known (readInputs). */
  deliverable: z.string().catch(""),
  tier: z.enum(CREATOR_TIER_IDS).catch("nano"),
  creators: creators.catch(1),
  videos: videos.catch(1),
  /** Days of usage rights, or null for none ("none", or no `usage` at all). */
  usage: z.coerce.number().pipe(z.literal(USAGE_DAYS)).nullable().catch(null),
  whitelisting: flag,
  exclusivity: flag,
  raw: flag,
  hooks: hooks.catch(0),
  rush: flag,
  billing: z.enum(BILLING_PERIODS).catch("monthly"),
});

export type Inputs = z.output<typeof inputsSchema>;
export type InputName = keyof Inputs;

/** The bounds of each count, for the page's number fields (min and max attributes). */
export const INPUT_LIMITS = {
  creators: { min: creators.minValue!, max: creators.maxValue! },
  videos: { min: videos.minValue!, max: videos.maxValue! },
  hooks: { min: hooks.minValue!, max: hooks.maxValue! },
};

const firstDeliverable = (table: RateTable, platform: Inputs["platform"]) =>
  table.platforms.find((candidate) => candidate.id === platform)!.deliverables[0]!.id;

/** The inputs a URL's search params name; a deliverable the platform lacks is its first. */
export function readInputs(params: URLSearchParams, table: RateTable): Inputs {
  const inputs = inputsSchema.parse(Object.fromEntries(params));
  const platform = table.platforms.find((candidate) => candidate.id === inputs.platform)!;
  const known = platform.deliverables.some(({ id }) => id === inputs.deliverable);
  return known ? inputs : { ...inputs, deliverable: firstDeliverable(table, inputs.platform) };
}

/**
 * The shortest query string for `inputs` (without "?"): each value that is not its default,
 * in a fixed order, e.g. "platform=tiktok&tier=micro&videos=3&usage=90".
 */
export function inputsQuery(inputs: Inputs, table: RateTable): string {
  const defaults = {
    ...readInputs(new URLSearchParams(), table),
    deliverable: firstDeliverable(table, inputs.platform),
  };
  const params = new URLSearchParams();
  for (const name of Object.keys(inputsSchema.shape) as InputName[]) {
    const value = inputs[name];
    if (value === defaults[name]) continue;
    params.set(name, value === true ? "1" : String(value));
  }
  return params.toString();
}
