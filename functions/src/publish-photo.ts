import { isOwnPhoto, PHOTO_MAX_BYTES, photoType, publicPhotoFolder } from "@/lib/directory/photo";
import type { PhotoStore } from "@/lib/directory/photo-store.mjs";

/**
 * Copies the app's photo at `photoPath`, the profile `uid`'s, to `target`, the entry's public-
 * safe path. Says why not when it cannot: the entry is then published without a photo, since a
 * photo the contract refuses costs the creator their photo, not their listing.
 */
export async function copyPhoto(
  store: PhotoStore,
  uid: string,
  photoPath: string,
  target: string,
): Promise<{ problem: string } | undefined> {
  // Another creator's folder, or the app's private files: a profile names its own photo only.
  if (!isOwnPhoto(uid, photoPath)) return { problem: "photoPath is not in the creator's folder" };
  const size = await store.size(photoPath);
  if (size === undefined) return { problem: "photoPath names no file" };
  if (size > PHOTO_MAX_BYTES) return { problem: `the photo is over ${PHOTO_MAX_BYTES} bytes` };
  const bytes = await store.read(photoPath);
  if (bytes === undefined) return { problem: "photoPath names no file" };
  const type = photoType(bytes);
  if (!type) return { problem: "the photo is not a JPEG, PNG or WebP image" };
  // Written even when present: the app may have replaced the file under the same name.
  await store.write(target, bytes, type);
  return undefined;
}

/**
 * copyPhoto, with a failure of the bucket itself taken as a refusal: the entry is still written
 * (a rename still moves it) without the photo, which the profile's next write brings back.
 */
export const copyPhotoOrSayWhy = (...args: Parameters<typeof copyPhoto>) =>
  copyPhoto(...args).catch((error: unknown) => ({ problem: `the copy failed: ${error}` }));

/**
 * Removes every copy in the profile's folder but `keep`, the one its entry names now (none once
 * it has no entry): an un-listed creator's photo must not stay where the build reads.
 */
export async function removeOtherPhotos(
  store: PhotoStore,
  profileKey: string,
  keep: string | undefined,
): Promise<void> {
  const copies = await store.list(publicPhotoFolder(profileKey));
  await Promise.all(copies.filter((path) => path !== keep).map((path) => store.remove(path)));
}
