import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSignInHint, SIGN_IN_HINT_COOKIE } from "@gigloom/auth-hint/cookie";
import { signInMark } from "@/lib/head-scripts.mjs";
import { showsSignedIn } from "@/lib/sign-in/precedence";
import { AUTH_HINT_KEY } from "@/lib/sign-in/remembered-key.mjs";
import { RUNS } from "./support/inline-script";

type Storage = { getItem: (key: string) => string | null };

const holding = (value: string | null): Storage => ({
  getItem: (key) => (key === AUTH_HINT_KEY ? value : null),
});
const blocked: Storage = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

describe("which source wins", () => {
  it("a signed-in cookie from the app shows signed in though Firebase here reports no user", () => {
    expect(showsSignedIn({ appCookie: true, firebase: false, remembered: false })).toBe(true);
  });

  it("a user Firebase reports on this origin shows signed in without any cookie", () => {
    expect(showsSignedIn({ appCookie: false, firebase: true, remembered: false })).toBe(true);
  });

  it("Firebase's report replaces the remembered state once it has come", () => {
    expect(showsSignedIn({ appCookie: false, firebase: false, remembered: true })).toBe(false);
    expect(showsSignedIn({ appCookie: false, firebase: undefined, remembered: true })).toBe(true);
  });

  it("signed out when no source says signed in", () => {
    expect(showsSignedIn({ appCookie: false, firebase: undefined, remembered: false })).toBe(false);
  });
});

describe.each(RUNS)("the inline script before first paint: %s", (_, run) => {
  /** Runs the script against a stand-in document and storage. */
  function firstPaint(cookie: string, storage: Storage): string | undefined {
    const documentElement = { dataset: {} as Record<string, string> };
    run(signInMark, { document: { cookie, documentElement }, localStorage: storage });
    return documentElement.dataset.auth;
  }

  it.each([
    ["a signed-in cookie", `${SIGN_IN_HINT_COOKIE}=1`, holding(null), "in"],
    ["a signed-in cookie and blocked storage", `${SIGN_IN_HINT_COOKIE}=1`, blocked, "in"],
    ["the remembered state alone", "", holding("1"), "in"],
    ["a cookie of another value", `${SIGN_IN_HINT_COOKIE}=true`, holding(null), "out"],
    ["nothing at all", "", holding(null), "out"],
    ["blocked storage", "", blocked, "out"],
  ])("with %s, marks the page %s", (_, cookie, storage, expected) => {
    expect(firstPaint(cookie, storage)).toBe(expected);
  });

  it("gives the answer the hydrated header gives before Firebase reports", () => {
    const cookieValue = fc.oneof(fc.constantFrom("1", "0", "", "11", "true"), fc.string());
    const otherCookie = fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.stringMatching(/^\w*$/));
    const cookies = fc
      .tuple(
        fc.array(otherCookie, { maxLength: 3 }),
        fc.option(cookieValue.filter((value) => !/[;\s]/.test(value))),
        fc.array(otherCookie, { maxLength: 3 }),
      )
      .map(([before, hint, after]) =>
        [
          ...before.map(([name, value]) => `${name}=${value}`),
          ...(hint === null ? [] : [`${SIGN_IN_HINT_COOKIE}=${hint}`]),
          ...after.map(([name, value]) => `${name}=${value}`),
        ].join("; "),
      );
    const remembered = fc.constantFrom<string | null>("1", null, "0", "yes");

    fc.assert(
      fc.property(cookies, remembered, (cookie, stored) => {
        const expected = showsSignedIn({
          appCookie: readSignInHint(cookie),
          firebase: undefined,
          remembered: stored === "1",
        });
        expect(firstPaint(cookie, holding(stored))).toBe(expected ? "in" : "out");
      }),
    );
  });

  it("stays within a few hundred bytes", () => {
    expect(signInMark.text.length).toBeLessThan(300);
  });
});
