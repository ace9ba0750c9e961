// @ts-check
// The stand-in app's "Directory listing" page (/creator/directory): where the demo creator lists
// and un-lists themself, as the app's settings would let a creator do. The choice is written to
// their profile in the Firestore emulator, `creatorProfiles/<uid>.directory.listed`, as the app
// writes it; the publishing function, fired by the emulator, then adds or deletes their
// directory entry, and `npm start` rebuilds the site (docs/directory.md, "The demo").
import {
  DIRECTORY_COLLECTION,
  PROFILE_COLLECTION,
} from "../../../src/lib/directory/collections.mjs";
import { importTypeScript } from "../../shared/typescript-module.mjs";
import { escapeHtml } from "./escape-html.mjs";

export const LISTING_PATH = "/creator/directory";
/** A form of one field: anything longer is no request of this page. */
const MAX_BODY_BYTES = 256;

/** @param {import("node:http").IncomingMessage} request @returns {Promise<string | undefined>} */
async function formBody(request) {
  let body = "";
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_BODY_BYTES) return undefined;
  }
  return body;
}

/**
 * The page and its form, answering GET and a same-origin POST of `listed=yes|no`.
 * @param {{ db: import("firebase-admin/firestore").Firestore, siteUrl: string, appUrl: string }} options
 */
export async function directoryListing({ db, siteUrl, appUrl }) {
  const { DEMO_CREATOR_UID, profileKeyOf, creatorPath } = await importTypeScript(
    "scripts/local/stand-in-app/listing-facts.ts",
  );
  const profileRef = db.collection(PROFILE_COLLECTION).doc(DEMO_CREATOR_UID);
  const entryOf = async () => {
    const found = await db
      .collection(DIRECTORY_COLLECTION)
      .where("profileKey", "==", profileKeyOf(DEMO_CREATOR_UID))
      .get();
    return found.docs[0]?.data();
  };

  /** @param {URL} url */
  const page = async (url) => {
    const profile = (await profileRef.get()).data();
    if (!profile)
      return '<p role="alert">The demo creator\'s profile is not in the emulator yet.</p>';
    const listed = profile.directory?.listed === true;
    const entry = await entryOf();
    const saved = url.searchParams.get("saved");
    const savedLine =
      saved === "yes" || saved === "no"
        ? `<p role="status">Saved: you are ${saved === "yes" ? "listed" : "no longer listed"}. The site ${saved === "yes" ? "adds" : "removes"} your page once it has rebuilt (about a minute under <code>npm start</code>).</p>`
        : "";
    const entryLine = entry
      ? `<p>Your page on the site: <a href="${escapeHtml(siteUrl + creatorPath(entry.slug))}">${escapeHtml(creatorPath(entry.slug))}</a></p>`
      : "<p>The directory has no entry for you.</p>";
    return `<section aria-labelledby="listing-heading">
  <h2 id="listing-heading">Directory listing</h2>
  <p class="note">Acting as the demo creator <strong>${escapeHtml(profile.displayName)}</strong>
    (<code>${PROFILE_COLLECTION}/${DEMO_CREATOR_UID}</code> in the Firestore emulator).</p>
  ${savedLine}
  <p>You are <strong>${listed ? "listed" : "not listed"}</strong> in the Gigloom creator directory.</p>
  ${entryLine}
  <form method="post" action="${LISTING_PATH}">
    <input type="hidden" name="listed" value="${listed ? "no" : "yes"}">
    <button type="submit">${listed ? "Un-list me from the directory" : "List me in the directory"}</button>
  </form>
</section>`;
  };

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   * @param {URL} url
   * @returns {Promise<string | undefined>} the page's section; undefined once answered here
   */
  return async (request, response, url) => {
    if (request.method === "GET" || request.method === "HEAD") return page(url);
    // Only this page's own form may change the choice: no other site can post it.
    const body =
      request.method === "POST" && request.headers.origin === appUrl && (await formBody(request));
    const listed = body ? new URLSearchParams(body).get("listed") : null;
    if (listed !== "yes" && listed !== "no") {
      response.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      response.end("Bad request: this page takes its own form's choice only.\n");
      return undefined;
    }
    await profileRef.update({ "directory.listed": listed === "yes" });
    response.writeHead(303, { location: `${LISTING_PATH}?saved=${listed}` });
    response.end();
    return undefined;
  };
}
