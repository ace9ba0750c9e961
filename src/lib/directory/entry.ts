import { z } from "zod";
import { CREATOR_TIER_IDS } from "@/config/rate-ids";
import { INDUSTRIES } from "@/data/taxonomies";
import { PUBLIC_PHOTO_PATH } from "./photo";
import { HANDLE_PLATFORMS } from "./profile";

/**
 * The public directory, `directory/{slug}`: what the publishing function writes of a listed
 * profile, and all the site's build reads. No client reads it (firestore.rules).
 */
export { DIRECTORY_COLLECTION } from "./collections.mjs";

/** A directory page's address segment: the name's words, then a code of the profile (6 or 16). */
export const DIRECTORY_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{6}(?:[0-9a-f]{10})?$/;

const perPlatform = <Schema extends z.ZodType>(schema: Schema) =>
  z.partialRecord(z.enum(HANDLE_PLATFORMS), schema);

/**
 * A listed creator as the public may see them. Followers are a rate guide tier, never a count;
 * the city only where the creator chose to show it; no e-mail address or phone number in any
 * text. `profileKey` (a hash of the app's id) lets the function find an entry whose slug
 * changed with the name; no page shows it.
 */
export const directoryEntrySchema = z.strictObject({
  slug: z.string().regex(DIRECTORY_SLUG),
  profileKey: z.string().regex(/^[0-9a-f]{64}$/),
  displayName: z.string(),
  handles: perPlatform(z.string()),
  tiers: perPlatform(z.enum(CREATOR_TIER_IDS)),
  niches: z.array(z.enum(INDUSTRIES)),
  city: z.string().optional(),
  country: z.string(),
  languages: z.array(z.string()),
  bio: z.object({ en: z.string().optional(), es: z.string().optional() }),
  gigsCompleted: z.number().int(),
  onTimeRate: z.number(),
  memberSince: z.string(),
  indexable: z.boolean(),
  /** The function's copy of the creator's photo (./photo.ts), when they have one. */
  photo: z.string().regex(PUBLIC_PHOTO_PATH).optional(),
});

export type DirectoryEntry = z.output<typeof directoryEntrySchema>;
