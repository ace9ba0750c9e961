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

/** The state the browser kept, from its Cookie header; undefined when there is none. */
export function stateFromCookies(header: string | undefined): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === STATE_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

/**
 * Whether the state GitHub sent back is the one the browser kept. Both must be present; the
 * comparison takes the same time wherever they differ, so it tells nothing about the value.
 */
export function statesMatch(returned: unknown, kept: string | undefined): boolean {
  if (typeof returned !== "string" || !returned || !kept) return false;
  const a = Buffer.from(returned);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}
