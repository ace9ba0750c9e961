// The contract between the app and the marketing site: one cookie on the parent domain they
// share, whose value is "1" while the app's Firebase Auth reports a user. It carries no token
// and no user data; it only chooses the site header's labels. No Firebase import here, so the
// site can read it without loading Firebase.

export const SIGN_IN_HINT_COOKIE = "gigloom_signed_in";

/**
 * Thirty days: long enough that a visitor who opens the app now and then keeps "Dashboard" on
 * the site, short enough that a session ended where the app could not report it (site data
 * cleared, token revoked) stops showing it.
 */
export const SIGN_IN_HINT_MAX_AGE = 30 * 24 * 60 * 60;

/** The cookie's first value in a `document.cookie` or Cookie header string. */
export const SIGN_IN_HINT_PATTERN = new RegExp(`(?:^|;)\\s*${SIGN_IN_HINT_COOKIE}=([^;]*)`);

/** Signed in only when the cookie's value is exactly "1"; anything else is signed out. */
export function readSignInHint(cookies) {
  const match = SIGN_IN_HINT_PATTERN.exec(cookies);
  return match !== null && match[1] === "1";
}

/** The `document.cookie` assignment that records the state; without a domain, host-only. */
export function signInHintCookie(signedIn, { domain, maxAge = SIGN_IN_HINT_MAX_AGE } = {}) {
  const scope = `${domain ? `; Domain=${domain}` : ""}; Path=/; SameSite=Lax; Secure`;
  return signedIn
    ? `${SIGN_IN_HINT_COOKIE}=1; Max-Age=${maxAge}${scope}`
    : `${SIGN_IN_HINT_COOKIE}=; Max-Age=0${scope}`;
}
