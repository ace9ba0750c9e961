import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseWorkflow, triggers, workflowBreaches } from "./support/workflow-rules";
import { CMS_VARS, CONTACT_MAIL_VARS, SITE_ENV_VARS } from "../../scripts/deploy/deploy-env.mjs";
import { DIRECTORY_VARS } from "../../scripts/deploy/directory-env.mjs";
import { REBUILD_EVENT } from "../../functions/src/site-rebuild";
import { FIREBASE_ENV_VARS } from "@/lib/firebase/project-facts.mjs";

const WORKFLOWS = join(__dirname, "../../.github/workflows");
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(join(WORKFLOWS, name), "utf8");
const workflows = files.map((name) => ({ name, workflow: parseWorkflow(read(name)) }));

/** The `with:` of each step using the given action, in every job of a workflow. */
function inputsOf(workflow: ReturnType<typeof parseWorkflow>, action: string) {
  return Object.values(workflow.jobs ?? {})
    .flatMap((job) => job.steps ?? [])
    .filter((step) => typeof step.uses === "string" && step.uses.startsWith(`${action}@`))
    .map((step) => step.with ?? {});
}

describe("the repository's workflows", () => {
  it.each(files)(
    "%s: no pull request reaches a secret, every action pinned, least permissions",
    (name) => {
      expect(workflowBreaches(read(name))).toEqual([]);
    },
  );

  it("deploy previews from a workflow_run of the build, which a pull request starts", () => {
    const deploys = workflows.filter(({ workflow }) => triggers(workflow).includes("workflow_run"));
    expect(deploys.map(({ name }) => name)).toEqual(["preview-deploy.yml"]);
    const listensTo = (deploys[0]!.workflow.on as { workflow_run: { workflows: string[] } })
      .workflow_run.workflows;
    const builds = workflows.filter(({ workflow }) => listensTo.includes(String(workflow.name)));
    expect(builds.map(({ name }) => name)).toEqual(["preview.yml"]);
    expect(triggers(builds[0]!.workflow)).toEqual(["pull_request"]);

    // The deploy downloads only what the build uploads: its export and its number.
    const uploaded = inputsOf(builds[0]!.workflow, "actions/upload-artifact").map((w) => w.name);
    const downloaded = inputsOf(deploys[0]!.workflow, "actions/download-artifact");
    expect(downloaded.map((w) => w.name).sort()).toEqual([...uploaded].sort());
    expect(downloaded.every((w) => w["run-id"] === "${{ github.event.workflow_run.id }}")).toBe(
      true,
    );
  });

  it("rebuild the directory nightly and on the publishing function's dispatch, with every variable a deploy needs", () => {
    const { workflow } = workflows.find(({ name }) => name === "directory-deploy.yml")!;
    expect(triggers(workflow).sort()).toEqual([
      "repository_dispatch",
      "schedule",
      "workflow_dispatch",
    ]);
    const on = workflow.on as { repository_dispatch: { types: string[] } };
    expect(on.repository_dispatch.types).toEqual([REBUILD_EVENT]);
    const deploy = Object.values(workflow.jobs ?? {})
      .flatMap((job) => job.steps ?? [])
      .find((step) => step.name === "Deploy")!;
    const env = deploy.env as Record<string, string>;
    const needed = [
      ...FIREBASE_ENV_VARS,
      ...SITE_ENV_VARS,
      ...CONTACT_MAIL_VARS,
      ...CMS_VARS,
      ...DIRECTORY_VARS,
    ];
    for (const name of needed) expect(env[name]).toBe(`\${{ vars.${name} }}`);
    expect(String(deploy.run)).toMatch(/npm run deploy/);
  });
});
