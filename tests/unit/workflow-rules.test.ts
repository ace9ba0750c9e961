import { describe, expect, it } from "vitest";
import {
  actionsPinnedByCommit,
  explicitPermissions,
  parseWorkflow,
  pullRequestBuildsBare,
  triggers,
  workflowBreaches,
  workflowRunRunsNoBranchCode,
  noSecretsOnPullRequests,
} from "./support/workflow-rules";

const CHECKOUT = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1";

/** A pull request's build as it should be; each test below breaks one thing in it. */
function pullRequestBuild(job = "", workflow = "") {
  return `
on: { pull_request: { branches: [main] } }
permissions: {}
${workflow}
jobs:
  build:
    permissions: { contents: read }
${job}
    steps:
      - uses: ${CHECKOUT}
        with: { persist-credentials: false }
      - run: npm ci --ignore-scripts
      - run: npm run build
`;
}

/** A deploy that runs main's code on a build's artifact; each test below breaks one thing. */
function workflowRunDeploy(extraSteps = "") {
  return `
on: { workflow_run: { workflows: [Build], types: [completed] } }
permissions: {}
jobs:
  deploy:
    permissions: { contents: read }
    steps:
      - uses: ${CHECKOUT}
        with: { ref: "\${{ github.event.repository.default_branch }}", persist-credentials: false }
      - run: echo "\${{ secrets.DEPLOY_KEY }}" > key.json
${extraSteps}
`;
}

describe("the workflow rules", () => {
  it("pass the two sound samples", () => {
    expect(workflowBreaches(pullRequestBuild())).toEqual([]);
    expect(workflowBreaches(workflowRunDeploy())).toEqual([]);
  });

  it("read every form of `on:`", () => {
    expect(triggers(parseWorkflow("on: pull_request"))).toEqual(["pull_request"]);
    expect(triggers(parseWorkflow("on: [push, pull_request_target]"))).toEqual([
      "push",
      "pull_request_target",
    ]);
    expect(triggers(parseWorkflow("on: { workflow_run: {} }"))).toEqual(["workflow_run"]);
  });
});

describe("a workflow a pull request starts", () => {
  const secretsIn = (text: string) => noSecretsOnPullRequests(parseWorkflow(text));

  it.each([
    ["a step's input", "    env: { KEY: '${{ secrets.FIREBASE_SERVICE_ACCOUNT }}' }"],
    ["a bracketed secret", "    env: { KEY: \"${{ secrets['DEPLOY'] }}\" }"],
    ["every secret at once", "    env: { ALL: '${{ toJSON(secrets) }}' }"],
    ["a condition", "    if: secrets.DEPLOY != ''"],
  ])("may not reach a secret through %s", (_, job) => {
    expect(secretsIn(pullRequestBuild(job))).toEqual(["job build reaches a secret"]);
  });

  it("may not hand its secrets to a called workflow", () => {
    const text = pullRequestBuild("    secrets: inherit");
    expect(secretsIn(text)).toContain("job build passes secrets to another workflow");
  });

  it("may not reach a secret through the workflow's env or defaults", () => {
    const env = pullRequestBuild("", "env: { KEY: '${{ secrets.DEPLOY }}' }");
    expect(secretsIn(env)).toEqual(["the workflow's env reaches a secret"]);
    const defaults = pullRequestBuild(
      "",
      "defaults: { run: { working-directory: '${{ secrets.D }}' } }",
    );
    expect(secretsIn(defaults)).toEqual(["the workflow's defaults reaches a secret"]);
  });

  it("applies to pull_request_target too, and not to a workflow_run deploy", () => {
    const target = pullRequestBuild("    env: { K: '${{ secrets.K }}' }").replace(
      "pull_request:",
      "pull_request_target:",
    );
    expect(secretsIn(target)).toEqual(["job build reaches a secret"]);
    expect(secretsIn(workflowRunDeploy())).toEqual([]);
  });

  it("leaves no token on disk and runs no install script", () => {
    const breaches = pullRequestBuildsBare(
      parseWorkflow(
        pullRequestBuild()
          .replace("with: { persist-credentials: false }", "with: { fetch-depth: 1 }")
          .replace("npm ci --ignore-scripts", "npm ci"),
      ),
    );
    expect(breaches).toEqual([
      "job build, step 1 leaves the token on disk (persist-credentials)",
      "job build, step 2 runs install scripts (--ignore-scripts)",
    ]);
  });
});

describe("every action", () => {
  const unpinned = (text: string) => actionsPinnedByCommit(parseWorkflow(text));

  it("is pinned by a full commit SHA, not a tag or a short SHA", () => {
    expect(unpinned(pullRequestBuild().replace(CHECKOUT, "actions/checkout@v4"))).toEqual([
      "job build, step 1: actions/checkout@v4 is not pinned by commit",
    ]);
    expect(unpinned(pullRequestBuild().replace(CHECKOUT, "actions/checkout@3d3c42e"))).toHaveLength(
      1,
    );
  });

  it("includes a called workflow and a container image; a local action needs no pin", () => {
    const text = `
jobs:
  called: { uses: org/repo/.github/workflows/ci.yml@main }
  steps:
    steps:
      - uses: docker://alpine:3
      - uses: ./.github/actions/local
`;
    expect(unpinned(text)).toEqual([
      "job called calls org/repo/.github/workflows/ci.yml@main, not pinned by commit",
      "job steps, step 1: docker://alpine:3 is not pinned by commit",
    ]);
  });
});

describe("permissions", () => {
  const missing = (text: string) => explicitPermissions(parseWorkflow(text));

  it("are granted per job, never to the whole workflow", () => {
    const wide = pullRequestBuild().replace("permissions: {}", "permissions: { contents: write }");
    expect(missing(wide)).toEqual(["the workflow's permissions are not {}"]);
    const unset = pullRequestBuild().replace("permissions: {}", "");
    expect(missing(unset)).toEqual(["the workflow's permissions are not {}"]);
    expect(
      missing(pullRequestBuild().replace("permissions: {}", "permissions: read-all")),
    ).toHaveLength(1);
  });

  it("are declared by every job", () => {
    const text = pullRequestBuild().replace("    permissions: { contents: read }\n", "");
    expect(missing(text)).toEqual(["job build does not declare its permissions"]);
  });
});

describe("a workflow_run deploy", () => {
  const branchCode = (steps: string) =>
    workflowRunRunsNoBranchCode(parseWorkflow(workflowRunDeploy(steps)));

  it.each([
    ["its head commit", "${{ github.event.workflow_run.head_sha }}"],
    ["its head branch", "${{ github.event.workflow_run.head_branch }}"],
  ])("never checks out the triggering branch by %s", (_, ref) => {
    const step = `      - uses: ${CHECKOUT}\n        with: { ref: "${ref}" }`;
    expect(branchCode(step)).toEqual([
      `job deploy, step 3 checks out ${ref}, not the default branch`,
    ]);
  });

  it("never checks out the head repository", () => {
    const step = `      - uses: ${CHECKOUT}
        with: { repository: "\${{ github.event.workflow_run.head_repository.full_name }}" }`;
    expect(branchCode(step)).toEqual(["job deploy, step 3 checks out another repository"]);
  });

  it.each([
    "npm ci",
    "npx firebase deploy",
    "node scripts/deploy/deploy.mjs",
    "cd out && yarn build",
  ])("never runs `%s`", (command) => {
    expect(branchCode(`      - run: ${command}`)).toEqual(["job deploy, step 3 runs npm or Node"]);
  });

  it("never fetches the branch with git", () => {
    const step = '      - run: git fetch origin "$HEAD_SHA" && git checkout FETCH_HEAD';
    expect(branchCode(step)).toEqual(["job deploy, step 3 fetches code with git"]);
  });
});

describe("a workflow_run deploy's one install", () => {
  const DOWNLOAD = "actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c";
  const INSTALL = "npm ci --ignore-scripts --no-audit";

  /** main's `tools/` checked out whole, the branch's artifact downloaded to `site/`. */
  function deploy({ run = INSTALL, folder = "tools/", sparse = "firebase.json\ntools/\n" } = {}) {
    return `
on: { workflow_run: { workflows: [Build], types: [completed] } }
permissions: {}
jobs:
  deploy:
    permissions: { contents: read }
    steps:
      - uses: ${CHECKOUT}
        with: { ref: main, persist-credentials: false, sparse-checkout: ${JSON.stringify(sparse)} }
      - uses: ${DOWNLOAD}
        with: { name: site, path: site }
      - { name: Install, working-directory: ${folder}, run: ${run} }
`;
  }
  const breaches = (text: string) => workflowRunRunsNoBranchCode(parseWorkflow(text));

  it("is npm ci of a lock file checked out whole from main, with no install script", () => {
    expect(breaches(deploy())).toEqual([]);
  });

  it.each([
    ["with install scripts", { run: "npm ci" }],
    ["resolving versions at run time", { run: "npm install --ignore-scripts" }],
    ["fetching a package at run time", { run: "npx firebase-tools@15.0.0 deploy" }],
    ["in a folder main's checkout does not take", { sparse: "firebase.json\n" }],
    [
      "in the folder the branch's artifact lands in",
      { folder: "site/", sparse: "tools/\nsite/\n" },
    ],
    ["in the workspace's root", { folder: "." }],
  ])("is refused %s", (_, change) => {
    expect(breaches(deploy(change))).toEqual(['job deploy, step "Install" runs npm or Node']);
  });
});
