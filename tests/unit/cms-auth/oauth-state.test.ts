import { describe, expect, it } from "vitest";
import {
  clearedStateCookie,
  newState,
  stateCookie,
  stateFromCookies,
  statesMatch,
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
    expect(stateFromCookies("a=1; __session=xyz-_; b=2")).toBe("xyz-_");
    expect(stateFromCookies("__session=")).toBeUndefined();
    expect(stateFromCookies("my__session=xyz")).toBeUndefined();
    expect(stateFromCookies(undefined)).toBeUndefined();
  });

  it("matches only when both are there and equal", () => {
    const state = newState();
    expect(statesMatch(state, state)).toBe(true);
    expect(statesMatch(`${state}x`, state)).toBe(false);
    expect(statesMatch(state.replace(/.$/, "#"), state)).toBe(false);
    expect(statesMatch(undefined, state)).toBe(false);
    expect(statesMatch(state, undefined)).toBe(false);
    expect(statesMatch("", "")).toBe(false);
    expect(statesMatch([state], state)).toBe(false);
  });
});
