import { z } from "zod";
import { INDUSTRIES } from "@/data/taxonomies";
import { appPhotoPathSchema } from "./photo";

/**
 * The app's collection of creator profiles, `creatorProfiles/{uid}`: the app writes it, the
 * site never does, and no client reads it (firestore.rules). docs/directory.md is the contract.
 */
export { PROFILE_COLLECTION } from "./collections.mjs";

/** The platforms a creator shows a handle on. */
export const HANDLE_PLATFORMS = ["tiktok", "instagram", "youtube"] as const;
export type HandlePlatform = (typeof HANDLE_PLATFORMS)[number];

/** A handle as the platforms write one: letters, digits, "." and "_"; never a URL. */
const handle = z
  .string()
  .regex(/^@?[A-Za-z0-9._]{2,30}$/, "a handle, not a URL")
  .transform((value) => value.replace(/^@/, ""));

const perPlatform = <Schema extends z.ZodType>(schema: Schema) =>
  z.partialRecord(z.enum(HANDLE_PLATFORMS), schema);

/**
 * What the site reads of a profile. Anything else the app keeps there (an e-mail address, a
 * phone number, a street) is not in this schema, so it can never be published.
 */
export const creatorProfileSchema = z.object({
  displayName: z.string().trim().min(2).max(60),
  handles: perPlatform(handle),
  niches: z.array(z.enum(INDUSTRIES)).min(1).max(3),
  followers: perPlatform(z.number().int().nonnegative()),
  city: z.string().trim().max(60).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 country code"),
  languages: z.array(z.string().regex(/^[a-z]{2}$/, "an ISO 639-1 language code")).max(6),
  bio: z.object({ en: z.string().max(600).optional(), es: z.string().max(600).optional() }),
  gigsCompleted: z.number().int().nonnegative(),
  onTimeRate: z.number().min(0).max(1),
  memberSince: z.iso.date(),
  // A path the contract refuses costs the creator their photo, not their listing.
  photoPath: appPhotoPathSchema.optional().catch(undefined),
  directory: z.object({
    listed: z.boolean(),
    indexable: z.boolean(),
    showCity: z.boolean(),
  }),
});

export type CreatorProfile = z.output<typeof creatorProfileSchema>;
