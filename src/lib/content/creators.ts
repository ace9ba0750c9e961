import { readFileSync } from "node:fs";
import { z } from "zod";
import { DIRECTORY_SNAPSHOT_ENV } from "@/lib/directory/collections.mjs";
import { directorySource } from "@/lib/directory/directory-source.mjs";
import { demoDirectoryEntries } from "@/lib/directory/demo-entries";
import { directoryEntrySchema, type DirectoryEntry } from "@/lib/directory/entry";
import type { ListRoute } from "./pagination";
import { rateCard } from "./rate-card";

/**
 * The directory's list, 24 creators to a page (eight rows of three on a wide screen), with its
 * later pages below it.
 */
export const directoryList: ListRoute = { first: "directory", later: "directoryPage", perPage: 24 };

const snapshotSchema = z.object({ entries: z.array(directoryEntrySchema) });

/** The entries of the snapshot the build was given; one that breaks the contract stops it. */
function snapshotEntries(file: string): DirectoryEntry[] {
  const parsed = snapshotSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (parsed.success) return parsed.data.entries;
  throw new Error(`${file} (${DIRECTORY_SNAPSHOT_ENV}) breaks the directory's contract:
${z.prettifyError(parsed.error)}`);
}

/** Most gigs completed first, then the most punctual, then by name: an order a brand can use. */
const byRecord = (a: DirectoryEntry, b: DirectoryEntry) =>
  b.gigsCompleted - a.gigsCompleted ||
  b.onTimeRate - a.onTimeRate ||
  a.displayName.localeCompare(b.displayName, "en") ||
  a.slug.localeCompare(b.slug, "en");

let listed: readonly DirectoryEntry[] | undefined;

/** The entries of this build's source (lib/directory/directory-source.mjs). */
function sourceEntries(): DirectoryEntry[] {
  const source = directorySource(process.env);
  if (source === "snapshot") return snapshotEntries(process.env[DIRECTORY_SNAPSHOT_ENV]!);
  return source === "seed" ? demoDirectoryEntries(rateCard("en").tiers) : [];
}

/** The listed creators, in the directory's order. A production site never shows the demo's. */
export function listedCreators(): readonly DirectoryEntry[] {
  listed ??= sourceEntries().sort(byRecord);
  return listed;
}

let bySlug: ReadonlyMap<string, DirectoryEntry> | undefined;

/** The listed creator whose page is at `slug`, if any: each of thousands of pages asks. */
export function listedCreator(slug: string): DirectoryEntry | undefined {
  bySlug ??= new Map(listedCreators().map((creator) => [creator.slug, creator]));
  return bySlug.get(slug);
}
