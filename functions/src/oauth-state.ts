import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The `state` of the CMS's GitHub sign-in: a random value sent to GitHub and kept in a cookie,
 * so that the callback only answers the browser that started the sign-in. Firebase Hosting
 * forwards one cookie to a function, `__session`, so that is its name.
 */
export const STATE_COOKIE = "__session";
/** Where the cookie is sent: the sign-in's own paths, nowhere else on the site. */
export const STATE_COOKIE_PATH = "/cms-auth";
/** Long enough to sign in at GitHub (with two-factor), short enough not to linger. */
export const STATE_MAX_AGE_SECONDS = 600;

/** 32 random bytes, base64url: unguessable, and safe in a URL and a cookie as it is. */
export function newState(): string {
  return randomBytes(32).toString("base64url");
}

const attributes = `Path=${STATE_COOKIE_PATH}; HttpOnly; Secure; SameSite=Lax`;

/** The Set-Cookie value that keeps `state` for the callback. */
export function stateCookie(state: string): string {
  return `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE_SECONDS}; ${attributes}`;
}

/** The Set-Cookie value that deletes it: the callback spends it once. */
export function clearedStateCookie(): string {
  return `${STATE_COOKIE}=; Max-Age=0; ${attributes}`;
}

/**
 * Every state the browser sent, from its Cookie header, in its order; none when there is none.
 * There can be several `__session` cookies: a script on a sibling subdomain can set one for the
 * parent domain, and with a longer path the browser sends it first. Reading only the first
 * would let that page jam every sign-in.
 */
export function statesFromCookies(header: string | undefined): string[] {
  return (header ?? "").split(";").flatMap((pair) => {
    const [name, ...value] = pair.trim().split("=");
    const state = value.join("=");
    return name === STATE_COOKIE && state ? [state] : [];
  });
}

/** Whether two states are equal, in a time that says nothing about where they differ. */
function sameState(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the state GitHub sent back is one the browser kept. Both must be present; each kept
 * state is compared, all of them, in constant time, so the answer tells nothing about the
 * value, nor which cookie held it.
 */
export function matchesAKeptState(returned: unknown, kept: readonly string[]): boolean {
  if (typeof returned !== "string" || !returned) return false;
  const sent = Buffer.from(returned);
  return kept.map((state) => sameState(sent, Buffer.from(state))).includes(true);
}
