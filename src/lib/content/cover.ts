import { existsSync } from "node:fs";
import { join } from "node:path";
import { MEDIA_FOLDER } from "@/config/media.mjs";
import { uploadFileName } from "@/lib/images/upload-path";
import { ContentError } from "./content-error";

/** An entry's cover image, as the pages show it. */
export type Cover = { src: string; alt: string };

export type CoverFields = { cover?: string; coverAlt?: string };

/** The entry's cover, if it has one (the schema holds that a cover comes with its alt text). */
export const coverOf = ({ cover, coverAlt }: CoverFields): Cover | undefined =>
  cover ? { src: cover, alt: coverAlt ?? "" } : undefined;

/**
 * A cover names a file the media folder holds: a typo, or an upload left out of the commit,
 * fails the build here, naming the entry and the field, rather than later with a missing image.
 */
export function checkCover(file: string, fields: CoverFields): void {
  const cover = coverOf(fields);
  if (!cover) return;
  const upload = `${MEDIA_FOLDER}/${uploadFileName(cover.src)}`;
  if (!existsSync(join(process.cwd(), upload))) {
    throw new ContentError(file, `front matter field "cover": there is no file ${upload}`);
  }
}
