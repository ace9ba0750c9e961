import type { Job, Step } from "./workflow-rules";

/**
 * What a `workflow_run` job takes from main, the reviewed code, rather than from the branch that
 * triggered it (issue 43): the folders it checks out whole, and the one install it may run there.
 */

/** The default branch's code, reviewed: the only thing a `workflow_run` job may check out. */
export const TRUSTED_REFS = ["${{ github.event.repository.default_branch }}", "main"];

const INSTALLS_FROM_LOCK = /^npm ci --ignore-scripts( --no-audit| --no-fund)*$/;

const usesAction = (step: Step, action: string) =>
  typeof step.uses === "string" && step.uses.startsWith(action);

/** The folders a job checks out whole from main: sparse-checkout entries ending in `/`. */
export function foldersFromMain(job: Job): string[] {
  return (job.steps ?? [])
    .filter((step) => usesAction(step, "actions/checkout@"))
    .filter((step) => step.with?.path === undefined && step.with?.repository === undefined)
    .filter((step) => step.with?.ref === undefined || TRUSTED_REFS.includes(String(step.with.ref)))
    .flatMap((step) => String(step.with?.["sparse-checkout"] ?? "").split("\n"))
    .map((line) => line.trim())
    .filter((line) => line.endsWith("/") && !line.startsWith("!") && !line.includes("*"));
}

/** Where the job's downloads write, as folders ending in `/`: the branch's files land there. */
function downloadFolders(job: Job): string[] {
  return (job.steps ?? [])
    .filter((step) => usesAction(step, "actions/download-artifact@"))
    .map((step) => `${String(step.with?.path ?? ".").replace(/^\.\/?|\/$/g, "")}/`);
}

/**
 * The one install a `workflow_run` job may run: `npm ci --ignore-scripts` in a folder it checks
 * out whole from main and where no download writes, so what it installs is main's lock file's.
 */
export function installsMainsLock(job: Job, step: Step): boolean {
  const folder = step["working-directory"];
  if (typeof folder !== "string" || !INSTALLS_FROM_LOCK.test(String(step.run).trim())) {
    return false;
  }
  const overlaps = (download: string) =>
    download === "/" || download.startsWith(folder) || folder.startsWith(download);
  return foldersFromMain(job).includes(folder) && !downloadFolders(job).some(overlaps);
}
