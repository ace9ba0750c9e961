import * as z from "zod/mini";
import { BILLING_PERIODS } from "@/domain/pricing/billing";
import { CREATOR_TIER_IDS, PLATFORM_IDS, USAGE_DAYS } from "@/config/rate-ids";
import { DEFAULT_INPUTS, INPUT_LIMITS, type Inputs, VIEWS, withKnownDeliverable } from "./inputs";
import type { RateTable } from "./rate-table";

const count = ({ min, max }: { min: number; max: number }, fallback: number) =>
  z.catch(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

/** A box ticked is "1" in the URL; anything else is unticked. */
const flag = z.catch(
  z.pipe(
    z.literal("1"),
    z.transform(() => true),
  ),
  false,
);

/**
 * The calculator's inputs as a link gives them. A value that is unknown or out of range falls
 * back to its default rather than failing, so any link opens. zod's mini build, and a module
 * of its own: the page loads it only for a link that carries choices (about 18 KB gzip that
 * the guide's first load does without).
 */
const inputsSchema = z.object({
  view: z.catch(z.enum(VIEWS), DEFAULT_INPUTS.view),
  platform: z.catch(z.enum(PLATFORM_IDS), DEFAULT_INPUTS.platform),
  /** Checked against the platform's deliverables once the rate card is known (readInputs). */
  deliverable: z.catch(z.string(), DEFAULT_INPUTS.deliverable),
  tier: z.catch(z.enum(CREATOR_TIER_IDS), DEFAULT_INPUTS.tier),
  creators: count(INPUT_LIMITS.creators, DEFAULT_INPUTS.creators),
  videos: count(INPUT_LIMITS.videos, DEFAULT_INPUTS.videos),
  /** Days of usage rights, or null for none ("none", or no `usage` at all). */
  usage: z.catch(z.nullable(z.pipe(z.coerce.number(), z.literal(USAGE_DAYS))), null),
  whitelisting: flag,
  exclusivity: flag,
  raw: flag,
  hooks: count(INPUT_LIMITS.hooks, DEFAULT_INPUTS.hooks),
  rush: flag,
  billing: z.catch(z.enum(BILLING_PERIODS), DEFAULT_INPUTS.billing),
});

/** The inputs a URL's search params name; a deliverable the platform lacks is its first. */
export function readInputs(params: URLSearchParams, table: RateTable): Inputs {
  // Typed as Inputs: the type checker holds the schema to the type the page works with.
  const inputs: Inputs = inputsSchema.parse(Object.fromEntries(params));
  return withKnownDeliverable(inputs, table);
}
