import type { BillingPeriod } from "@/domain/pricing/billing";
import type { USAGE_DAYS } from "@/config/rate-ids";
import type { CreatorTierId, PlatformId, RateTable } from "./rate-table";

/**
 * The calculator's inputs live in the page's URL: a shared link or the back button restores an
 * estimate. Reading a link is read-inputs.ts (a zod schema); this module holds what the page
 * needs without it: the limits, the defaults, and the link written back.
 */
export const VIEWS = ["brand", "creator"] as const;

/** One estimate's choices (read-inputs.ts's schema gives exactly this). */
export type Inputs = {
  view: (typeof VIEWS)[number];
  platform: PlatformId;
  deliverable: string;
  tier: CreatorTierId;
  creators: number;
  /** Pieces per creator. */
  videos: number;
  /** Days of usage rights, or null for none. */
  usage: (typeof USAGE_DAYS)[number] | null;
  whitelisting: boolean;
  exclusivity: boolean;
  raw: boolean;
  /** Extra hooks per piece. */
  hooks: number;
  rush: boolean;
  billing: BillingPeriod;
};
export type InputName = keyof Inputs;

/** The bounds of each count, for the schema and the page's number fields (min and max). */
export const INPUT_LIMITS = {
  creators: { min: 1, max: 50 },
  videos: { min: 1, max: 20 },
  hooks: { min: 0, max: 5 },
};

/**
 * What a link with no choices opens: the smallest gig a brand can post (one UGC video from one
 * nano creator, no add-ons), so that every choice a visitor makes shows in the link. The
 * deliverable is the platform's first (withKnownDeliverable).
 */
export const DEFAULT_INPUTS: Inputs = {
  view: "brand",
  platform: "ugc",
  deliverable: "",
  tier: "nano",
  creators: 1,
  videos: 1,
  usage: null,
  whitelisting: false,
  exclusivity: false,
  raw: false,
  hooks: 0,
  rush: false,
  billing: "monthly",
};

/** The link's parameters, in the order it writes them. */
const INPUT_NAMES = Object.keys(DEFAULT_INPUTS) as InputName[];

const firstDeliverable = (table: RateTable, platform: Inputs["platform"]) =>
  table.platforms.find((candidate) => candidate.id === platform)!.deliverables[0]!.id;

/** `inputs` with a deliverable of its platform: its own if the platform has it, else the first. */
export function withKnownDeliverable(inputs: Inputs, table: RateTable): Inputs {
  const platform = table.platforms.find((candidate) => candidate.id === inputs.platform)!;
  const known = platform.deliverables.some(({ id }) => id === inputs.deliverable);
  return known ? inputs : { ...inputs, deliverable: firstDeliverable(table, inputs.platform) };
}

/** What the calculator opens with when its link names no choice: the defaults and a preset. */
export const openingInputs = (preset: Partial<Inputs> | undefined, table: RateTable): Inputs =>
  withKnownDeliverable({ ...DEFAULT_INPUTS, ...preset }, table);

/**
 * The shortest query string for `inputs` (without "?"): each value that is not its default,
 * in a fixed order, e.g. "platform=tiktok&tier=micro&videos=3&usage=90".
 */
export function inputsQuery(inputs: Inputs, table: RateTable): string {
  const defaults = { ...DEFAULT_INPUTS, deliverable: firstDeliverable(table, inputs.platform) };
  const params = new URLSearchParams();
  for (const name of INPUT_NAMES) {
    const value = inputs[name];
    if (value === defaults[name]) continue;
    params.set(name, value === true ? "1" : String(value));
  }
  return params.toString();
}
