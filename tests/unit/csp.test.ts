import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  inlineScripts,
  pagePolicy,
  remoteSources,
  scriptsMissingFromPolicy,
} from "../../scripts/build/csp.mjs";
import { readPage } from "../../scripts/build/page-markup.mjs";

const PORTS = { auth: 9099, functions: 5001 };
const PRODUCTION = {
  NEXT_PUBLIC_FIREBASE_API_KEY: "key",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "gigloom-prod",
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:1:web:1",
};
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `));

const PAGE = readPage(
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script>' +
    '<script>try{document.documentElement.dataset.auth="out"}catch(e){}</script></head><body>' +
    '<img style="color:transparent" src="/logo.png"/><p style="font-family:&quot;Inter&quot;">x</p>' +
    '<script type="application/ld+json">{"@type":"Article"}</script>' +
    '<script>self.__next_f.push([1,"a"])</script></body></html>',
);

describe("page CSP", () => {
  it("finds the inline scripts the browser runs, not external scripts or JSON-LD", () => {
    expect(inlineScripts(PAGE)).toEqual([
      'try{document.documentElement.dataset.auth="out"}catch(e){}',
      'self.__next_f.push([1,"a"])',
    ]);
  });

  it("reads style attributes as the browser decodes them", () => {
    expect(PAGE.styleAttributes).toEqual(["color:transparent", 'font-family:"Inter"']);
  });

  it("allows each inline script by hash and never 'unsafe-inline'", () => {
    const policy = pagePolicy(PAGE, remoteSources(PRODUCTION, PORTS));
    expect(directive(policy, "script-src")).toBe(
      `script-src 'strict-dynamic' 'self' ${hash('try{document.documentElement.dataset.auth="out"}catch(e){}')} ${hash('self.__next_f.push([1,"a"])')}`,
    );
    expect(directive(policy, "style-src")).toBe(
      `style-src 'self' 'unsafe-hashes' ${hash("color:transparent")} ${hash('font-family:"Inter"')}`,
    );
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it("lets only a page marked as running WebAssembly compile it, and no page eval", () => {
    const search = readPage(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>' +
        '<form role="search" data-runs-webassembly=""><input name="q"/></form></body></html>',
    );
    const scripts = (page: typeof PAGE) =>
      directive(pagePolicy(page, remoteSources({}, PORTS)), "script-src");
    expect(scripts(search)).toBe("script-src 'strict-dynamic' 'self' 'wasm-unsafe-eval'");
    expect(scripts(PAGE)).not.toContain("wasm");
    expect(scripts(search)).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });

  it("lets a demo build reach the emulators and nothing else", () => {
    const policy = pagePolicy(PAGE, remoteSources({}, PORTS));
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:5001",
    );
  });

  it("lets a production build reach Firebase Auth and its contact function, not the emulators", () => {
    const policy = pagePolicy(PAGE, remoteSources(PRODUCTION, PORTS));
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://us-central1-gigloom-prod.cloudfunctions.net",
    );
    expect(policy).not.toContain("127.0.0.1");
    expect(policy).not.toContain("googletagmanager");
  });

  it("trusts no host for scripts, Analytics and App Check configured: only hashes and what they insert", () => {
    const env = {
      ...PRODUCTION,
      NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: "G-TEST",
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site-key",
    };
    const sources = directive(pagePolicy(PAGE, remoteSources(env, PORTS)), "script-src")!
      .split(" ")
      .slice(1);
    expect(sources.slice(0, 2)).toEqual(["'strict-dynamic'", "'self'"]);
    // 'self' is ignored beside 'strict-dynamic'; every other source is a hash.
    expect(sources.slice(2).filter((source) => !/^'sha256-[\w+/]+=*'$/.test(source))).toEqual([]);
  });

  it("allows an external script the parser meets only by its integrity hash", () => {
    const tagged = (attributes: string) =>
      readPage(
        `<!DOCTYPE html><html><head><script src="/_next/static/a.js" ${attributes}></script>` +
          '<script src="/_next/static/legacy.js" nomodule=""></script></head><body></body></html>',
      );
    const withIntegrity = tagged('async="" integrity="sha256-abc="');
    const policy = pagePolicy(withIntegrity, remoteSources({}, PORTS));
    expect(directive(policy, "script-src")).toBe(
      "script-src 'strict-dynamic' 'self' 'sha256-abc='",
    );
    expect(scriptsMissingFromPolicy(withIntegrity, policy)).toEqual([]);
    // Without one, the browser would block it under 'strict-dynamic': the build names it.
    const without = tagged('async=""');
    expect(
      scriptsMissingFromPolicy(without, pagePolicy(without, remoteSources({}, PORTS))),
    ).toEqual(['<script src="/_next/static/a.js">']);
  });

  it("adds the Analytics endpoints only when a measurement id is configured", () => {
    const env = { ...PRODUCTION, NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: "G-TEST" };
    const policy = pagePolicy(PAGE, remoteSources(env, PORTS));
    expect(directive(policy, "connect-src")).toContain(
      "https://firebaseinstallations.googleapis.com",
    );
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("allows reCAPTCHA for App Check only when its site key is configured", () => {
    const without = pagePolicy(PAGE, remoteSources(PRODUCTION, PORTS));
    expect(without).not.toContain("recaptcha");
    expect(without).not.toContain("frame-src");
    const env = { ...PRODUCTION, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site-key" };
    const policy = pagePolicy(PAGE, remoteSources(env, PORTS));
    expect(directive(policy, "frame-src")).toBe(
      "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(directive(policy, "connect-src")).toContain(
      "https://content-firebaseappcheck.googleapis.com",
    );
    expect(
      pagePolicy(PAGE, remoteSources({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "k" }, PORTS)),
    ).not.toContain("recaptcha");
  });

  it("names each inline script the policy would block", () => {
    const policy = pagePolicy(PAGE, remoteSources({}, PORTS));
    expect(scriptsMissingFromPolicy(PAGE, policy)).toEqual(['<script src="/_next/a.js">']);
    const stale = policy.replace(hash('self.__next_f.push([1,"a"])'), "");
    expect(scriptsMissingFromPolicy(PAGE, stale)).toEqual([
      'self.__next_f.push([1,"a"])',
      '<script src="/_next/a.js">',
    ]);
  });
});
