// @ts-check
// The rate guide's tiers (content/rates.yml) as the directory publishes them in place of
// follower counts, read by what cannot use the site's content loader: the functions' bundle
// (functions/build.mjs) and the directory's scale bench. The site's build validates the file.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { ROOT } from "./project.mjs";

/** @returns {{ id: string, minFollowers: number, maxFollowers?: number }[]} */
export function rateTiers(root = ROOT) {
  /** @type {{ tiers: { id: string, minFollowers: number, maxFollowers?: number }[] }} */
  const card = parse(readFileSync(`${root}content/rates.yml`, "utf8"));
  return card.tiers.map(({ id, minFollowers, maxFollowers }) => ({
    id,
    minFollowers,
    maxFollowers,
  }));
}
