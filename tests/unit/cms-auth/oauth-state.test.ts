import { describe, expect, it } from "vitest";
import {
  clearedStateCookie,
  matchesAKeptState,
  newState,
  stateCookie,
  statesFromCookies,
} from "../../../functions/src/oauth-state";

describe("the sign-in's state", () => {
  it("is 32 random bytes in base64url, new each time", () => {
    const states = new Set(Array.from({ length: 50 }, newState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is kept in __session, the one cookie Hosting forwards, on /cms-auth only", () => {
    expect(stateCookie("abc")).toBe(
      "__session=abc; Max-Age=600; Path=/cms-auth; HttpOnly; Secure; SameSite=Lax",
    );
    expect(clearedStateCookie()).toBe(
      "__session=; Max-Age=0; Path=/cms-auth; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("is read back from the Cookie header among other cookies", () => {
    expect(statesFromCookies("a=1; __session=xyz-_; b=2")).toEqual(["xyz-_"]);
    expect(statesFromCookies("__session=")).toEqual([]);
    expect(statesFromCookies("my__session=xyz")).toEqual([]);
    expect(statesFromCookies(undefined)).toEqual([]);
  });

  it("is read back from every __session cookie, the one a sibling subdomain planted first", () => {
    // A script on another subdomain sets `__session` for the parent domain with a longer path:
    // the browser sends it before the sign-in's own.
    expect(statesFromCookies("__session=planted; a=1; __session=real")).toEqual([
      "planted",
      "real",
    ]);
  });

  it("matches only when the returned state is there and equals one the browser kept", () => {
    const state = newState();
    const planted = newState();
    expect(matchesAKeptState(state, [state])).toBe(true);
    expect(matchesAKeptState(state, [planted, state])).toBe(true);
    expect(matchesAKeptState(state, [planted])).toBe(false);
    expect(matchesAKeptState(`${state}x`, [state])).toBe(false);
    expect(matchesAKeptState(state.replace(/.$/, "#"), [state])).toBe(false);
    expect(matchesAKeptState(undefined, [state])).toBe(false);
    expect(matchesAKeptState(state, [])).toBe(false);
    expect(matchesAKeptState("", [""])).toBe(false);
    expect(matchesAKeptState([state], [state])).toBe(false);
  });
});
