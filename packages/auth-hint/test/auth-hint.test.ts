import fc from "fast-check";
import type { Auth, User } from "firebase/auth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SIGN_IN_HINT_COOKIE,
  SIGN_IN_HINT_MAX_AGE,
  readSignInHint,
  signInHintCookie,
  watchSignInHint,
} from "../index.js";
import { browserCookies } from "./cookie-jar";

const APP = "https://app.gigloom.com/dashboard";
const SITE = "https://gigloom.com/pricing";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Firebase Auth as `onIdTokenChanged` drives it: an observer list it can report to. */
function authReporting() {
  const observers = new Set<(user: User | null) => void>();
  const auth = {
    onIdTokenChanged(observer: (user: User | null) => void) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  } as unknown as Auth;
  const report = (user: User | null) => observers.forEach((observer) => observer(user));
  return { auth, report, observing: () => observers.size };
}

const user = {
  uid: "u-8f2c",
  email: "ana@brand.example",
  accessToken: "eyJhbGciOiJSUzI1NiJ9.payload.signature",
  refreshToken: "AMf-vBx-refresh",
} as unknown as User;

describe("watchSignInHint", () => {
  let cookies: ReturnType<typeof browserCookies>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
    cookies = browserCookies(APP);
    vi.stubGlobal("document", cookies.document);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("a sign-in in the app is read as signed in by the site on the parent domain", () => {
    const { auth, report } = authReporting();
    watchSignInHint(auth, { domain: "gigloom.com" });
    report(user);

    expect(readSignInHint(cookies.seenFrom(SITE))).toBe(true);
    expect(readSignInHint(cookies.seenFrom("https://gigloom.example/"))).toBe(false);
  });

  it("the cookie carries only 1: no token, no id, no e-mail", () => {
    const { auth, report } = authReporting();
    watchSignInHint(auth, { domain: "gigloom.com" });
    report(user);

    expect(cookies.seenFrom(SITE)).toBe(`${SIGN_IN_HINT_COOKIE}=1`);
    const [cookie] = cookies.all();
    expect(cookie).toMatchObject({ key: SIGN_IN_HINT_COOKIE, value: "1", domain: "gigloom.com" });
    expect(cookie).toMatchObject({ path: "/", secure: true, sameSite: "lax", hostOnly: false });
    for (const secret of [user.uid, user.email!, "eyJ", "AMf-"]) {
      expect(JSON.stringify(cookies.all())).not.toContain(secret);
    }
  });

  it("a sign-out deletes the cookie, so the site reads signed out", () => {
    const { auth, report } = authReporting();
    watchSignInHint(auth, { domain: "gigloom.com" });
    report(user);
    report(null);

    expect(cookies.seenFrom(SITE)).toBe("");
    expect(cookies.all()).toEqual([]);
  });

  it("each report renews the Max-Age: a visitor who keeps using the app stays signed in", () => {
    const { auth, report } = authReporting();
    watchSignInHint(auth, { domain: "gigloom.com" });
    report(user);
    vi.setSystemTime(Date.now() + 20 * DAY_MS);
    report(user); // a token refresh
    vi.setSystemTime(Date.now() + 20 * DAY_MS);

    expect(readSignInHint(cookies.seenFrom(SITE))).toBe(true);
  });

  it("without a new report the hint lapses after its Max-Age", () => {
    const { auth, report } = authReporting();
    watchSignInHint(auth, { domain: "gigloom.com" });
    report(user);
    vi.setSystemTime(Date.now() + SIGN_IN_HINT_MAX_AGE * 1000 - 1000);
    expect(readSignInHint(cookies.seenFrom(SITE))).toBe(true);
    vi.setSystemTime(Date.now() + 2000);
    expect(readSignInHint(cookies.seenFrom(SITE))).toBe(false);
  });

  it("stops writing once unsubscribed", () => {
    const { auth, report, observing } = authReporting();
    const stop = watchSignInHint(auth, { domain: "gigloom.com" });
    stop();
    report(user);

    expect(observing()).toBe(0);
    expect(cookies.all()).toEqual([]);
  });

  it("without a domain the cookie stays on the app's own host (shared-origin layout)", () => {
    const { auth, report } = authReporting();
    watchSignInHint(auth);
    report(user);

    expect(readSignInHint(cookies.seenFrom("https://app.gigloom.com/"))).toBe(true);
    expect(readSignInHint(cookies.seenFrom(SITE))).toBe(false);
  });
});

describe("signInHintCookie", () => {
  it("is refused by a browser for a domain the app does not belong to", () => {
    const cookies = browserCookies(APP);
    cookies.document.cookie = signInHintCookie(true, { domain: "gigloom.example" });
    expect(cookies.seenFrom("https://gigloom.example/")).toBe("");
    expect(cookies.all()).toEqual([]);
  });
});

describe("readSignInHint", () => {
  it.each([
    ["gigloom_signed_in=1", true],
    ["consent=yes; gigloom_signed_in=1; theme=dark", true],
    ["gigloom_signed_in=0", false],
    ["gigloom_signed_in=", false],
    ["gigloom_signed_in=true", false],
    ["gigloom_signed_in=11", false],
    ["gigloom_signed_in=1x", false],
    ["not_gigloom_signed_in=1", false],
    ["gigloom_signed_in_old=1", false],
    ["", false],
  ])("%j reads as signed in: %s", (cookies, expected) => {
    expect(readSignInHint(cookies)).toBe(expected);
  });

  it("any value other than exactly 1 is signed out", () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => value !== "1" && !value.includes(";")),
        (value) => !readSignInHint(`${SIGN_IN_HINT_COOKIE}=${value}`),
      ),
    );
  });
});
