import { existsSync } from "node:fs";
import { join } from "node:path";
import { MEDIA_FOLDER } from "@/config/media.mjs";
import { uploadFileName } from "@/lib/images/upload-path";
import { ContentError } from "./content-error";
import type { Cover } from "./schemas";

/**
 * A cover names a file the media folder holds: a typo, or an upload left out of the commit,
 * fails the build here, naming the entry and the field, rather than later with a missing image.
 */
export function checkCover(file: string, cover: Cover | undefined): void {
  if (!cover) return;
  const upload = `${MEDIA_FOLDER}/${uploadFileName(cover.src)}`;
  if (!existsSync(join(process.cwd(), upload))) {
    throw new ContentError(file, `front matter field "cover.src": there is no file ${upload}`);
  }
}
