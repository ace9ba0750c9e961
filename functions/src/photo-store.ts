import {
  bucketPhotoStore,
  folderPhotoStore,
  PHOTO_FOLDER_ENV,
  type PhotoStore,
} from "@/lib/directory/photo-store.mjs";

let store: Promise<PhotoStore> | undefined;

/**
 * Where the publishing function finds and copies creators' photos: the project's default
 * bucket, or, under the Functions emulator only, the folder PHOTO_FOLDER_ENV names (demo mode
 * and the tests). The Storage SDK loads on the first photo, not with every function.
 */
export function photoStore(): Promise<PhotoStore> {
  const folder = process.env[PHOTO_FOLDER_ENV];
  if (process.env.FUNCTIONS_EMULATOR === "true" && folder)
    return Promise.resolve(folderPhotoStore(folder));
  store ??= import("firebase-admin/storage").then(({ getStorage }) =>
    bucketPhotoStore(getStorage().bucket()),
  );
  return store;
}
