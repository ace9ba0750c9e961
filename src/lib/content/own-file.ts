import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { isReallyInside } from "../files/inside-folder.mjs";
import { ContentError } from "./content-error";

/**
 * The text of a content file in `folder`. A file that is a symbolic link leading out of that
 * folder (to ../../package.json, to /etc/hostname) is refused, before it is read: whoever can
 * commit to content/ could otherwise publish any file of the machine that builds the site.
 */
export function readOwnFile(folder: string, path: string): string {
  if (existsSync(path) && !isReallyInside(folder, path)) {
    const where = relative(process.cwd(), folder) || ".";
    throw new ContentError(
      relative(process.cwd(), path),
      `a symbolic link that leads out of ${where}/: the build reads only the files in it`,
    );
  }
  return readFileSync(path, "utf8");
}
