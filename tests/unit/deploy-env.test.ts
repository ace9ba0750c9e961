import { describe, expect, it } from "vitest";
import {
  deployProblems,
  deployWarnings,
  functionParams,
  hostingTargets,
} from "../../scripts/deploy/deploy-env.mjs";
import { FIREBASE_ENV_VARS } from "@/lib/firebase/project-facts.mjs";

const READY: Record<string, string> = {
  ...Object.fromEntries(FIREBASE_ENV_VARS.map((name) => [name, `value-of-${name}`])),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "gigloom-prod",
  NEXT_PUBLIC_APP_URL: "https://app.gigloom.com",
  NEXT_PUBLIC_SITE_URL: "https://gigloom.com",
  CONTACT_INBOX: "team@gigloom.com",
  CONTACT_MAIL_FROM: "Gigloom site <site@gigloom.com>",
  NEXT_PUBLIC_CMS_URL: "https://cms.gigloom.com",
  CMS_HOSTING_SITE: "gigloom-cms",
  NEXT_PUBLIC_CMS_GITHUB_REPO: "gigloom/web",
  CMS_GITHUB_CLIENT_ID: "Iv23liExample",
  DIRECTORY_REBUILD_APP_ID: "1234567",
  DIRECTORY_REBUILD_INSTALLATION_ID: "89012345",
};
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(READY).filter(([name]) => !names.includes(name)));

describe("deploy configuration", () => {
  it("accepts a complete production configuration", () => {
    expect(deployProblems(READY)).toEqual([]);
  });

  it("refuses demo mode and names every missing variable", () => {
    const problems = deployProblems({});
    expect(problems[0]).toMatch(/demo mode/);
    for (const name of [
      ...FIREBASE_ENV_VARS,
      "NEXT_PUBLIC_APP_URL",
      "NEXT_PUBLIC_SITE_URL",
      "CONTACT_INBOX",
      "CONTACT_MAIL_FROM",
      "NEXT_PUBLIC_CMS_URL",
      "CMS_HOSTING_SITE",
      "DIRECTORY_REBUILD_APP_ID",
      "DIRECTORY_REBUILD_INSTALLATION_ID",
      "NEXT_PUBLIC_CMS_GITHUB_REPO",
      "CMS_GITHUB_CLIENT_ID",
    ]) {
      expect(problems).toContain(`Missing ${name}`);
    }
  });

  it("names exactly the variables that are missing, blank ones included", () => {
    const env = { ...without("NEXT_PUBLIC_FIREBASE_APP_ID"), NEXT_PUBLIC_SITE_URL: "  " };
    expect(deployProblems(env)).toEqual([
      "Missing NEXT_PUBLIC_FIREBASE_APP_ID",
      "Missing NEXT_PUBLIC_SITE_URL",
    ]);
  });

  it("refuses URLs that are not https and demo- projects", () => {
    const env = {
      ...READY,
      NEXT_PUBLIC_APP_URL: "http://app.gigloom.com",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "demo-gigloom",
    };
    expect(deployProblems(env)).toEqual([
      'NEXT_PUBLIC_APP_URL must be an https:// URL, not "http://app.gigloom.com"',
      "NEXT_PUBLIC_FIREBASE_PROJECT_ID is a demo- project, which cannot be deployed",
    ]);
  });
});

describe("the contact function's deploy parameters", () => {
  it("refuses a directory GitHub App id that is no number, naming it", () => {
    expect(deployProblems({ ...READY, DIRECTORY_REBUILD_INSTALLATION_ID: "gigloom" })).toEqual([
      'DIRECTORY_REBUILD_INSTALLATION_ID must be a number, not "gigloom"',
    ]);
  });

  it("refuses a deploy without the team inbox, naming it, or with an inbox that is no address", () => {
    expect(deployProblems(without("CONTACT_INBOX"))).toEqual(["Missing CONTACT_INBOX"]);
    expect(deployProblems({ ...READY, CONTACT_INBOX: "the team" })).toEqual([
      'CONTACT_INBOX must be an e-mail address, not "the team"',
    ]);
  });

  it("writes the mail settings, and enforces App Check exactly when the site has a site key", () => {
    expect(functionParams(READY)).toBe(
      [
        'CONTACT_INBOX="team@gigloom.com"',
        'CONTACT_MAIL_FROM="Gigloom site <site@gigloom.com>"',
        'CONTACT_SITE_ORIGINS="https://gigloom.com,https://gigloom-prod.web.app,https://gigloom-prod.firebaseapp.com"',
        "CONTACT_APP_CHECK=false",
        'CMS_GITHUB_CLIENT_ID="Iv23liExample"',
        'CMS_ORIGIN="https://cms.gigloom.com"',
        'DIRECTORY_REBUILD_APP_ID="1234567"',
        'DIRECTORY_REBUILD_INSTALLATION_ID="89012345"',
        'SITE_REPOSITORY="gigloom/web"',
        "",
      ].join("\n"),
    );
    expect(functionParams({ ...READY, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "6Lc" })).toContain(
      "CONTACT_APP_CHECK=true",
    );
  });

  it("lets only the site's own origins call, whatever the path of the site URL", () => {
    expect(functionParams({ ...READY, NEXT_PUBLIC_SITE_URL: "https://www.gigloom.com/" })).toMatch(
      /^CONTACT_SITE_ORIGINS="https:\/\/www\.gigloom\.com,https:\/\/gigloom-prod\.web\.app,/m,
    );
  });

  it("passes a proxy hop count on, and refuses one that is not a small whole number", () => {
    expect(functionParams(READY)).not.toContain("CONTACT_PROXY_HOPS");
    expect(functionParams({ ...READY, CONTACT_PROXY_HOPS: "3" })).toContain(
      "CONTACT_PROXY_HOPS=3\n",
    );
    expect(deployProblems({ ...READY, CONTACT_PROXY_HOPS: "two" })).toEqual([
      'CONTACT_PROXY_HOPS must be a whole number from 1 to 9, not "two"',
    ]);
  });

  it("warns when App Check is off, and not when it is on", () => {
    expect(deployWarnings(READY)).toEqual([expect.stringMatching(/^App Check is off/)]);
    expect(deployWarnings({ ...READY, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "6Lc" })).toEqual([]);
  });
});

describe("the CMS sign-in's deploy parameters", () => {
  it("refuses a deploy without the CMS's repository or OAuth client id, naming them", () => {
    expect(deployProblems(without("NEXT_PUBLIC_CMS_GITHUB_REPO", "CMS_GITHUB_CLIENT_ID"))).toEqual([
      "Missing NEXT_PUBLIC_CMS_GITHUB_REPO",
      "Missing CMS_GITHUB_CLIENT_ID",
    ]);
    expect(
      deployProblems({ ...READY, NEXT_PUBLIC_CMS_GITHUB_REPO: "https://github.com/x/y" }),
    ).toEqual(['NEXT_PUBLIC_CMS_GITHUB_REPO must be owner/name, not "https://github.com/x/y"']);
  });

  it("needs the admin's own https origin, never the site's or the app's, and its Hosting site", () => {
    expect(deployProblems(without("NEXT_PUBLIC_CMS_URL", "CMS_HOSTING_SITE"))).toEqual([
      "Missing NEXT_PUBLIC_CMS_URL",
      "Missing CMS_HOSTING_SITE",
    ]);
    expect(deployProblems({ ...READY, NEXT_PUBLIC_CMS_URL: "http://cms.gigloom.com" })).toEqual([
      'NEXT_PUBLIC_CMS_URL must be an https:// URL, not "http://cms.gigloom.com"',
    ]);
    for (const url of ["https://gigloom.com/admin", "https://app.gigloom.com/"]) {
      expect(deployProblems({ ...READY, NEXT_PUBLIC_CMS_URL: url }), url).toEqual([
        expect.stringMatching(/^NEXT_PUBLIC_CMS_URL must be an origin of its own/),
      ]);
    }
    expect(deployProblems({ ...READY, CMS_HOSTING_SITE: "cms.gigloom.com" })).toEqual([
      'CMS_HOSTING_SITE must be a Firebase Hosting site id, not "cms.gigloom.com"',
    ]);
  });

  it("gives the sign-in the admin's origin alone, and no scope (a GitHub App takes none)", () => {
    const params = functionParams({ ...READY, NEXT_PUBLIC_CMS_URL: "https://cms.gigloom.com/" });
    expect(params).toContain('CMS_ORIGIN="https://cms.gigloom.com"\n');
    expect(params).not.toContain("SCOPE");
  });

  it("maps the site to the project's default Hosting site and the admin to its own", () => {
    expect(hostingTargets(READY)).toEqual({ site: ["gigloom-prod"], cms: ["gigloom-cms"] });
  });
});
