// @ts-check
// `npm test` type-checks the whole project before it builds anything (`npm run typecheck`: the
// route types Next.js generates, then tsc over every file), so the builds its end-to-end tests
// make skip Next.js's own check of the same files, about half a minute of each on 2 cores.
// Every other build (`npm start`, `npm run build`, the bench, a deploy) still checks its types.
// Here, not under scripts/, because next.config.mjs imports it and the builds made in copies of
// the project (scripts/shared/project.mjs, BUILD_INPUTS) copy src/ but not scripts/.

const TYPES_CHECKED = "GIGLOOM_TYPES_CHECKED";

/** The environment that tells next.config.mjs the types were checked already. */
export const TYPES_CHECKED_ENV = { [TYPES_CHECKED]: "1" };

/** @param {NodeJS.ProcessEnv} env */
export function typesChecked(env) {
  return env[TYPES_CHECKED] === "1";
}
