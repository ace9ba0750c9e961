// @ts-check
// Where creators' photos are kept: the one interface the publishing function and the build read
// and write them through (docs/directory.md, "The photo"). In production it is the project's
// Cloud Storage bucket, through the Admin SDK; Cloud Storage's emulator cannot run on these
// machines (it wants Java 21), so in demo mode and in the tests a local folder stands in for it.
// Plain JavaScript, so that Node scripts use it as the function does.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { isInside } from "../files/inside-folder.mjs";

/**
 * Paths are relative to the bucket, "folder/file", as Cloud Storage names objects.
 * @typedef {{
 *   read(path: string): Promise<Buffer | undefined>,
 *   size(path: string): Promise<number | undefined>,
 *   write(path: string, bytes: Uint8Array, contentType: string): Promise<void>,
 *   list(folder: string): Promise<string[]>,
 *   remove(path: string): Promise<void>,
 * }} PhotoStore
 */

/**
 * The environment variable that points the publishing function at a folder instead of the
 * bucket. The function heeds it only under the Functions emulator, so no deployed setting can
 * turn production's photos into files on an instance's disk.
 */
export const PHOTO_FOLDER_ENV = "GIGLOOM_PHOTO_FOLDER";

/** The demo's bucket, under the project: `npm start`'s seed and the function both use it. */
export const DEMO_PHOTO_FOLDER = "tmp/demo-bucket";

/**
 * `promise`'s value, or undefined where it failed because the file is not there.
 * @template Value
 * @param {Promise<Value>} promise
 * @param {(error: any) => boolean} isMissing
 * @returns {Promise<Value | undefined>}
 */
const unlessMissing = (promise, isMissing) =>
  promise.catch((error) => {
    if (isMissing(error)) return undefined;
    throw error;
  });

/**
 * A folder standing in for the bucket. A path that would lead out of it is refused.
 * @param {string} root
 * @returns {PhotoStore}
 */
export function folderPhotoStore(root) {
  const fileOf = (/** @type {string} */ path) => {
    const file = resolve(root, path);
    if (!isInside(resolve(root), file)) throw new Error(`${path} is not inside the photo folder`);
    return file;
  };
  const missing = (/** @type {NodeJS.ErrnoException} */ error) => error.code === "ENOENT";
  return {
    async read(path) {
      return unlessMissing(readFile(fileOf(path)), missing);
    },
    async size(path) {
      return (await unlessMissing(stat(fileOf(path)), missing))?.size;
    },
    async write(path, bytes) {
      const file = fileOf(path);
      await mkdir(dirname(file), { recursive: true });
      // Through a temporary name: a build reading the folder never sees half a photo.
      await writeFile(`${file}.${process.pid}.tmp`, bytes);
      await rename(`${file}.${process.pid}.tmp`, file);
    },
    async list(folder) {
      const names = (await unlessMissing(readdir(fileOf(folder)), missing)) ?? [];
      return names.filter((name) => !name.endsWith(".tmp")).map((name) => join(folder, name));
    },
    async remove(path) {
      await rm(fileOf(path), { force: true });
    },
  };
}

/**
 * The project's Cloud Storage bucket, through the Admin SDK.
 * @param {import("@google-cloud/storage").Bucket} bucket
 * @returns {PhotoStore}
 */
export function bucketPhotoStore(bucket) {
  const notFound = (/** @type {{ code?: unknown }} */ error) => error.code === 404;
  return {
    async read(path) {
      const downloaded = await unlessMissing(bucket.file(path).download(), notFound);
      return downloaded?.[0];
    },
    async size(path) {
      const found = await unlessMissing(bucket.file(path).getMetadata(), notFound);
      return found && Number(found[0].size);
    },
    async write(path, bytes, contentType) {
      await bucket.file(path).save(Buffer.from(bytes), { contentType, resumable: false });
    },
    async list(folder) {
      const [files] = await bucket.getFiles({ prefix: `${folder}/` });
      return files.map((file) => file.name);
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
