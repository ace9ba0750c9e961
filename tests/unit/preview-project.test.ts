import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  keySteps,
  namedSteps,
  PREVIEW_ALIAS,
  previewDeployBreaches,
  projectFlags,
  runStep,
} from "./support/preview-deploy";
import { parseWorkflow, type Step, type Workflow } from "./support/workflow-rules";

// Issue 43: a preview runs a branch's code, and a channel's address becomes a sign-in domain of
// its project; so previews are built for, and deployed to, a Firebase project of their own.
const ROOT = join(__dirname, "../..");
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8"));
const readWorkflow = (name: string) =>
  parseWorkflow(readFileSync(join(ROOT, ".github/workflows", name), "utf8"));

const deploy = readWorkflow("preview-deploy.yml");
const build = readWorkflow("preview.yml");
const firebaserc = readJson(".firebaserc");
const PRODUCTION_ID_VARIABLE = "NEXT_PUBLIC_FIREBASE_PROJECT_ID";
const PRODUCTION = [PRODUCTION_ID_VARIABLE, "default", String(firebaserc.projects.default)];

const keyStep = () => keySteps(deploy)[0]!.step;
const deployedTarget = () => /--only[\s=]+(\S+)/.exec(String(keyStep().run))?.[1];
/** The repository variable that names the project a preview is built for. */
const buildEnv = (build.jobs?.build?.env ?? {}) as Record<string, string>;
const previewIdVariable = () => /vars\.(\w+)/.exec(String(buildEnv[PRODUCTION_ID_VARIABLE]))?.[1];

describe("a preview's deploy", () => {
  it("hands its key to one script, which deploys to the preview alias only", () => {
    expect(keySteps(deploy)).toHaveLength(1);
    expect(previewDeployBreaches(deploy, PRODUCTION)).toEqual([]);
    expect(String(keyStep().run)).toContain("--no-authorized-domains");
  });

  /** The deploy with its key step's script changed. */
  const withKeyScript = (change: (script: string) => string): Workflow => {
    const changed = structuredClone(deploy);
    const step = keySteps(changed)[0]!.step;
    step.run = change(String(step.run));
    return changed;
  };
  const where = () => keySteps(deploy)[0]!.where;

  it.each([
    ["without --project", (s: string) => s.replace("--project preview", ""), "names no --project"],
    ["to the default alias", (s: string) => s.replace("-project preview", "P default"), "default"],
    [
      "to production's id",
      (s: string) => s.replace("preview --only", `"\${{ vars.${PRODUCTION_ID_VARIABLE} }}" --only`),
      PRODUCTION_ID_VARIABLE,
    ],
    [
      "with firebase-tools fetched by npx",
      (s: string) => s.replace('"$firebase"', "npx firebase-tools@15.34.2"),
      "fetches firebase-tools at run time",
    ],
  ])("is refused %s", (_, change, reason) => {
    const breaches = previewDeployBreaches(withKeyScript(change), PRODUCTION);
    expect(breaches.filter((breach) => breach.includes(reason))).not.toEqual([]);
    expect(breaches.every((breach) => breach.startsWith(where()))).toBe(true);
  });

  it("is refused when an action holds the key, as one that takes a project id would", () => {
    const changed = structuredClone(deploy);
    const step: Step = keySteps(changed)[0]!.step;
    delete step.run;
    step.uses = "FirebaseExtended/action-hosting-deploy@e2eda2e106cfa35cdbcf4ac9ddaf6c4756df2c8c";
    step.with = { firebaseServiceAccount: "${{ secrets.KEY }}", projectId: "${{ vars.ID }}" };
    expect(previewDeployBreaches(changed, PRODUCTION)).toContain(
      `${where()} hands the key to ${step.uses}`,
    );
  });

  it("deploys the site's target, which .firebaserc's preview alias maps", () => {
    const standIn = firebaserc.projects[PREVIEW_ALIAS];
    expect(standIn).toMatch(/^demo-/); // no real project, should the id not be replaced
    expect(standIn).not.toBe(firebaserc.projects.default);
    expect(Object.keys(firebaserc.targets[standIn].hosting)).toContain(deployedTarget());
    const hosting = readJson("firebase.json").hosting as { target: string; public: string }[];
    expect(hosting.find((site) => site.target === deployedTarget())?.public).toBe("out");
  });
});

describe("the preview's Hosting configuration", () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((path) => rmSync(path, { recursive: true })));

  /** Runs the step that writes the key step's .firebaserc on main's files, with `vars`. */
  function configure(vars: Record<string, string>) {
    const folder = String(keyStep()["working-directory"]);
    const writer = namedSteps(deploy).find(({ step }) =>
      String(step.run).includes(`${folder}.firebaserc`),
    )!.step;
    const cwd = mkdtempSync(join(tmpdir(), "preview-config-"));
    folders.push(cwd);
    mkdirSync(join(cwd, folder));
    for (const file of ["firebase.json", ".firebaserc"]) {
      writeFileSync(join(cwd, file), readFileSync(join(ROOT, file)));
    }
    const result = runStep(writer, cwd, vars);
    const written = (file: string) => {
      const path = join(cwd, folder, file);
      return readdirSync(join(cwd, folder)).includes(file)
        ? JSON.parse(readFileSync(path, "utf8"))
        : undefined;
    };
    const { status, stderr } = result;
    return { status, stderr, rc: written(".firebaserc"), config: written("firebase.json") };
  }

  it("names the preview project, the build's, as its only project", () => {
    const variable = previewIdVariable();
    expect(variable).not.toBe(PRODUCTION_ID_VARIABLE);
    const { status, stderr, rc, config } = configure({
      [PRODUCTION_ID_VARIABLE]: "gigloom-live",
      [variable!]: "gigloom-previews",
    });
    expect(status, stderr).toBe(0);
    expect(rc).toEqual({
      projects: { [PREVIEW_ALIAS]: "gigloom-previews" },
      targets: { "gigloom-previews": { hosting: { [deployedTarget()!]: ["gigloom-previews"] } } },
    });
    expect(config.hosting).toMatchObject({ target: deployedTarget(), public: "out" });
    expect(config.hosting.predeploy).toBeUndefined();
  });

  it.each([
    ["production's", "gigloom-live"],
    ["no", ""],
  ])("is refused with %s project id for the previews", (_, id) => {
    const variable = previewIdVariable()!;
    const { status, rc } = configure({ [PRODUCTION_ID_VARIABLE]: "gigloom-live", [variable]: id });
    expect(status).not.toBe(0);
    expect(rc).toBeUndefined();
  });
});

describe("a preview's build", () => {
  it("takes the preview project's web config, no production Firebase variable", () => {
    const firebase = Object.entries(buildEnv).filter(([name]) =>
      name.startsWith("NEXT_PUBLIC_FIREBASE_"),
    );
    expect(firebase.length).toBeGreaterThan(0);
    for (const [name, value] of firebase) {
      expect(value, name).toMatch(/^\$\{\{ vars\.\w+ \}\}$/);
      expect(value, name).not.toMatch(/vars\.NEXT_PUBLIC_FIREBASE_/);
    }
  });
});

describe("the deploy's firebase-tools", () => {
  /** The folder the deploy installs from: its one `npm ci`'s working directory. */
  function installFolder() {
    const installs = namedSteps(deploy).filter(({ step }) => /^npm ci\b/.test(String(step.run)));
    expect(installs.map(({ where }) => where)).toHaveLength(1);
    return String(installs[0]!.step["working-directory"]);
  }

  it("come from a folder holding only their lock file, at the version the tests run", () => {
    const folder = installFolder();
    const rootLock = readJson("package-lock.json");
    const lock = readJson(`${folder}package-lock.json`);
    const manifest = readJson(`${folder}package.json`);
    const version = rootLock.packages["node_modules/firebase-tools"].version;
    expect(manifest.dependencies).toEqual({ "firebase-tools": version });
    expect(Object.keys(manifest).sort()).toEqual([
      "dependencies",
      "description",
      "name",
      "private",
    ]);
    expect(lock.packages[""].dependencies).toEqual(manifest.dependencies);
    expect(lock.packages["node_modules/firebase-tools"].integrity).toBe(
      rootLock.packages["node_modules/firebase-tools"].integrity,
    );
    const unchecked = Object.entries(lock.packages as Record<string, { integrity?: string }>)
      .filter(([path, entry]) => path !== "" && !entry.integrity)
      .map(([path]) => path);
    expect(unchecked).toEqual([]);
    const files = readdirSync(join(ROOT, folder)).filter((name) => name !== "node_modules");
    expect(files.sort()).toEqual(["package-lock.json", "package.json"]);
  });

  it("are what the key's script runs", () => {
    const script = String(keyStep().run);
    expect(script).toContain(`$GITHUB_WORKSPACE/${installFolder()}node_modules/.bin/firebase`);
    expect(projectFlags(script)).toEqual([PREVIEW_ALIAS]);
  });
});
