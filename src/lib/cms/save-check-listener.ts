import { saveRefusal } from "./save-check";

/** What Decap hands a preSave listener: the entry, an Immutable.js map. */
type DecapEntry = {
  get(key: "collection" | "slug"): string;
  get(key: "data"): { toJS(): unknown };
};

type DecapCms = {
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: DecapEntry }) => undefined;
  }): void;
};

/**
 * The admin's second script (scripts/build/cms-admin.mjs bundles it into save-check.js, loaded
 * after Decap's bundle). Decap runs every preSave listener before it writes, and a listener that
 * throws stops the save: the editor sees "Failed to persist entry:" and the message, and the
 * entry stays open with their changes.
 */
const cms = (window as unknown as { CMS: DecapCms }).CMS;
cms.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const refusal = saveRefusal(
      entry.get("collection"),
      entry.get("slug"),
      entry.get("data").toJS(),
    );
    if (refusal) throw new Error(refusal);
    return undefined;
  },
});
