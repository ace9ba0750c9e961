import { spawnSync } from "node:child_process";
import { SECRET_REFERENCE, strings, type Step, type Workflow } from "./workflow-rules";

/**
 * How a preview deploy could reach a Firebase project other than the preview one (issue 43): a
 * channel of a project becomes one of that project's sign-in domains, and runs a branch's code.
 * The deploy key may reach only a script that names the `preview` alias of .firebaserc, in
 * firebase-tools installed from main's lock file, never an action or a package fetched at run time.
 */

export const PREVIEW_ALIAS = "preview";

export type NamedStep = { where: string; step: Step };

/** Every step of the workflow, named as the workflow rules name them. */
export function namedSteps(workflow: Workflow): NamedStep[] {
  return Object.entries(workflow.jobs ?? {}).flatMap(([id, job]) =>
    (job.steps ?? []).map((step, index) => ({
      where: `job ${id}, ${typeof step.name === "string" ? `step "${step.name}"` : `step ${index + 1}`}`,
      step,
    })),
  );
}

/** The steps that can read a secret: the deploy key's. */
export function keySteps(workflow: Workflow): NamedStep[] {
  return namedSteps(workflow).filter(({ step }) =>
    strings(step).some((text) => SECRET_REFERENCE.test(text)),
  );
}

/** The value of each `--project`/`-P` in a script, quotes removed. */
export function projectFlags(script: string): string[] {
  const flags = script.matchAll(/(?:--project|(?<![\w-])-P)(?:\s+|=)(["']?)([^\s"']+)\1/g);
  return [...flags].map((match) => match[2]!);
}

const mentions = (texts: string[], name: string) =>
  texts.some((text) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(text));

/**
 * One message per way the workflow's deploy key could act in another project than the preview
 * alias's: `production` names what designates production (its id variable, the default alias).
 */
export function previewDeployBreaches(workflow: Workflow, production: string[]): string[] {
  const breaches: string[] = [];
  const everyStep = [workflow.env, ...Object.values(workflow.jobs ?? {}).map((job) => job.env)];
  if (strings(everyStep).some((text) => SECRET_REFERENCE.test(text))) {
    breaches.push("the key is in every step's environment");
  }
  for (const { where, step } of keySteps(workflow)) {
    if (step.uses !== undefined) breaches.push(`${where} hands the key to ${String(step.uses)}`);
    const script = String(step.run ?? "");
    if (/\bnpx\b|firebase-tools@/.test(script)) {
      breaches.push(`${where} fetches firebase-tools at run time`);
    }
    const projects = projectFlags(script);
    if (!projects.includes(PREVIEW_ALIAS)) breaches.push(`${where} names no --project preview`);
    for (const project of projects.filter((name) => name !== PREVIEW_ALIAS)) {
      breaches.push(`${where} names the project ${project}`);
    }
    for (const name of production.filter((name) => mentions(strings(step), name))) {
      breaches.push(`${where} names production's ${name}`);
    }
  }
  return breaches;
}

/**
 * Runs a step's script as a runner would (`bash -e`), in `cwd`, with its `env:`, where each
 * `${{ vars.NAME }}` is read from `vars` (an unset one is empty, as on GitHub).
 */
export function runStep(step: Step, cwd: string, vars: Record<string, string>) {
  const env = Object.fromEntries(
    Object.entries((step.env ?? {}) as Record<string, string>).map(([name, value]) => {
      const variable = /^\$\{\{ vars\.(\w+) \}\}$/.exec(value)?.[1];
      if (variable === undefined) throw new Error(`${name}: only vars.* can be stood in for`);
      return [name, vars[variable] ?? ""];
    }),
  );
  return spawnSync("bash", ["-e", "-c", String(step.run)], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
}
