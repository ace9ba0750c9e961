// @ts-check
// The Firebase Hosting sites of firebase.json (`hosting`, one entry per deploy target: the site,
// and the CMS admin on an origin of its own), and the headers Hosting gives a path.
import { FIREBASE_CONFIG } from "../shared/project.mjs";

/**
 * @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule
 * @typedef {{ target: string, public: string, headers: HeaderRule[],
 *   rewrites?: { source: string, function?: { functionId: string, region: string } }[] }} HostingSite
 */

/** The deploy targets: their sites are mapped per project in .firebaserc (docs/deploy.md). */
export const SITE_TARGET = "site";
export const CMS_TARGET = "cms";

/**
 * One site of firebase.json, by its deploy target.
 * @param {string} target
 * @param {{ hosting: HostingSite[] }} [config]
 * @returns {HostingSite}
 */
export function hostingSite(target, config = FIREBASE_CONFIG) {
  const site = config.hosting.find((entry) => entry.target === target);
  if (!site) throw new Error(`firebase.json has no hosting entry with target "${target}"`);
  return site;
}

/**
 * A Hosting glob as a regular expression: `**` any path, `*` one segment's characters,
 * `{a,b}` either.
 * @param {string} glob
 */
function globPattern(glob) {
  let pattern = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] ?? "";
    if (glob.startsWith("**", i)) {
      pattern += ".*";
      i++;
    } else if (char === "*") pattern += "[^/]*";
    else if (char === "{") pattern += "(?:";
    else if (char === "}") pattern += ")";
    else if (char === ",") pattern += "|";
    else pattern += char.replace(/[.+?^$()[\]\\|]/g, "\\$&");
  }
  return new RegExp(`^${pattern}$`);
}

/**
 * The headers Hosting sets on a path: every matching rule in order, the last one winning for a
 * header two rules set (as Hosting lays them over a function's own answer too).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    if (!globPattern(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}
