import { createHash } from "node:crypto";

/**
 * A profile's key in the directory: a hash of the app's id, so an entry can be found again
 * when its slug changes with the name, and the id itself is never published.
 */
export const profileKeyOf = (uid: string) => createHash("sha256").update(uid).digest("hex");
