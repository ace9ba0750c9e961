import { parse } from "yaml";
import { installsMainsLock, TRUSTED_REFS } from "./main-checkout";

/**
 * What a GitHub Actions workflow must never do here (issue 32): let a pull request's code reach
 * a secret, run an action that can change under its tag, hold a token wider than its job needs,
 * or, deploying from `workflow_run`, run the branch it was triggered by. Each rule takes a parsed
 * workflow and returns one message per breach, naming the job and step; none means it passes.
 */

type Mapping = Record<string, unknown>;
export type Step = Mapping & { uses?: unknown; run?: unknown; with?: Mapping };
export type Job = Mapping & { steps?: Step[]; uses?: unknown; secrets?: unknown };
export type Workflow = Mapping & { on?: unknown; jobs?: Record<string, Job> };
export type Rule = (workflow: Workflow) => string[];

export function parseWorkflow(text: string): Workflow {
  return parse(text) as Workflow;
}

/** The events that start the workflow, whichever of the three forms `on:` takes. */
export function triggers(workflow: Workflow): string[] {
  const on = workflow.on;
  if (typeof on === "string") return [on];
  if (Array.isArray(on)) return on.map(String);
  return on && typeof on === "object" ? Object.keys(on) : [];
}

function jobs(workflow: Workflow): [string, Job][] {
  return Object.entries(workflow.jobs ?? {});
}

function steps(job: Job): [string, Step][] {
  return (job.steps ?? []).map((step, index) => [
    typeof step.name === "string" ? `step "${step.name}"` : `step ${index + 1}`,
    step,
  ]);
}

/** Every string in a value, keys included, at any depth. */
export function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)]);
  }
  return [];
}

/** `secrets.X`, `secrets['X']`, `toJSON(secrets)`: in `${{ }}`, in `if:`, or in a script. */
export const SECRET_REFERENCE = /\bsecrets\s*[.[)]/;

const PULL_REQUEST_EVENTS = ["pull_request", "pull_request_target"];

/** A workflow a pull request starts runs the branch's code: nothing in it may name a secret. */
export const noSecretsOnPullRequests: Rule = (workflow) => {
  if (!triggers(workflow).some((event) => PULL_REQUEST_EVENTS.includes(event))) return [];
  const breaches: string[] = [];
  for (const key of ["env", "defaults"]) {
    if (strings(workflow[key]).some((text) => SECRET_REFERENCE.test(text))) {
      breaches.push(`the workflow's ${key} reaches a secret`);
    }
  }
  for (const [id, job] of jobs(workflow)) {
    if (job.secrets !== undefined) breaches.push(`job ${id} passes secrets to another workflow`);
    if (strings(job).some((text) => SECRET_REFERENCE.test(text))) {
      breaches.push(`job ${id} reaches a secret`);
    }
  }
  return breaches;
};

const COMMIT_PIN = /@[0-9a-f]{40}$/;
const IMAGE_DIGEST = /@sha256:[0-9a-f]{64}$/;

/** A tag can be moved to other code; a commit SHA (or an image's digest) cannot. */
function pinned(uses: string): boolean {
  if (uses.startsWith("./")) return true;
  if (uses.startsWith("docker://")) return IMAGE_DIGEST.test(uses);
  return COMMIT_PIN.test(uses);
}

export const actionsPinnedByCommit: Rule = (workflow) =>
  jobs(workflow).flatMap(([id, job]) => [
    ...(typeof job.uses === "string" && !pinned(job.uses)
      ? [`job ${id} calls ${job.uses}, not pinned by commit`]
      : []),
    ...steps(job)
      .filter(([, step]) => typeof step.uses === "string" && !pinned(step.uses))
      .map(([name, step]) => `job ${id}, ${name}: ${String(step.uses)} is not pinned by commit`),
  ]);

/** The workflow grants nothing (`permissions: {}`); each job names what its token may do. */
export const explicitPermissions: Rule = (workflow) => {
  const breaches: string[] = [];
  const granted = workflow.permissions;
  const grantsNothing =
    granted !== null &&
    typeof granted === "object" &&
    Object.values(granted).every((level) => level === "none");
  if (!grantsNothing) breaches.push("the workflow's permissions are not {}");
  for (const [id, job] of jobs(workflow)) {
    if (job.permissions === undefined) breaches.push(`job ${id} does not declare its permissions`);
  }
  return breaches;
};

const RUNS_PACKAGE_CODE = /(^|[\s;&|(`'"])(npm|npx|node|yarn|pnpm|bun|corepack)(\s|$)/m;
const FETCHES_CODE = /\bgit\s+(fetch|pull|clone|checkout|switch|worktree)\b/;

/**
 * A `workflow_run` job runs main's workflow with main's secrets: checking out the triggering
 * branch (`github.event.workflow_run.head_sha`, its head repository), fetching it with git, or
 * running a package manager or Node, which run a project's scripts, would hand them to the branch.
 * Only `npm ci --ignore-scripts` of a lock file checked out from main may run (installsMainsLock).
 */
export const workflowRunRunsNoBranchCode: Rule = (workflow) => {
  if (!triggers(workflow).includes("workflow_run")) return [];
  return jobs(workflow).flatMap(([id, job]) =>
    steps(job).flatMap(([name, step]) => {
      const where = `job ${id}, ${name}`;
      const breaches: string[] = [];
      if (typeof step.uses === "string" && step.uses.startsWith("actions/checkout@")) {
        const ref = step.with?.ref;
        if (ref !== undefined && !TRUSTED_REFS.includes(String(ref))) {
          breaches.push(`${where} checks out ${String(ref)}, not the default branch`);
        }
        if (step.with?.repository !== undefined) {
          breaches.push(`${where} checks out another repository`);
        }
      }
      const runsPackageCode = typeof step.run === "string" && RUNS_PACKAGE_CODE.test(step.run);
      if (runsPackageCode && !installsMainsLock(job, step)) {
        breaches.push(`${where} runs npm or Node`);
      }
      if (typeof step.run === "string" && FETCHES_CODE.test(step.run)) {
        breaches.push(`${where} fetches code with git`);
      }
      return breaches;
    }),
  );
};

/** What a pull request's build must do: leave no token on disk, run no install scripts. */
export const pullRequestBuildsBare: Rule = (workflow) => {
  if (!triggers(workflow).some((event) => PULL_REQUEST_EVENTS.includes(event))) return [];
  return jobs(workflow).flatMap(([id, job]) =>
    steps(job).flatMap(([name, step]) => {
      const where = `job ${id}, ${name}`;
      const breaches: string[] = [];
      const checkout = typeof step.uses === "string" && step.uses.startsWith("actions/checkout@");
      if (checkout && step.with?.["persist-credentials"] !== false) {
        breaches.push(`${where} leaves the token on disk (persist-credentials)`);
      }
      const installs = /\bnpm (ci|install|i)\b/.test(String(step.run ?? ""));
      if (installs && !String(step.run).includes("--ignore-scripts")) {
        breaches.push(`${where} runs install scripts (--ignore-scripts)`);
      }
      return breaches;
    }),
  );
};

export const WORKFLOW_RULES: Rule[] = [
  noSecretsOnPullRequests,
  actionsPinnedByCommit,
  explicitPermissions,
  workflowRunRunsNoBranchCode,
  pullRequestBuildsBare,
];

/** Every breach of every rule, for one workflow file's text. */
export function workflowBreaches(text: string): string[] {
  const workflow = parseWorkflow(text);
  return WORKFLOW_RULES.flatMap((rule) => rule(workflow));
}
