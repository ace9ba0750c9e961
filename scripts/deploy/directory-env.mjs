// @ts-check
// What a production deploy needs for the creator directory's rebuilds (docs/deploy.md, step 9).

/**
 * The GitHub App the directory's publishing function asks the site's repository for a rebuild
 * as, when a creator's page must go (docs/directory.md, "In production"): its id and its
 * installation on that repository (NEXT_PUBLIC_CMS_GITHUB_REPO).
 */
export const DIRECTORY_VARS = ["DIRECTORY_REBUILD_APP_ID", "DIRECTORY_REBUILD_INSTALLATION_ID"];

/**
 * Why the App's settings cannot be deployed: each set one that is no number.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function directoryProblems(env) {
  return DIRECTORY_VARS.flatMap((name) => {
    const value = env[name]?.trim();
    return value && !/^\d+$/.test(value) ? [`${name} must be a number, not "${value}"`] : [];
  });
}
