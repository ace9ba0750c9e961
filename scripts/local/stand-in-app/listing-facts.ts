// What the stand-in app's listing page takes from the site's own code (./directory-listing.mjs
// imports it through scripts/shared/typescript-module.mjs): the demo creator it acts as, the key
// their directory entry carries, and where the site shows that entry.
export { DEMO_CREATOR_UID } from "@/lib/directory/demo-creators";
export { profileKeyOf } from "@/lib/directory/profile-key";
export { creatorPath } from "@/lib/content/paths";
