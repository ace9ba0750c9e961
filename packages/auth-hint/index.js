// The app's half of the sign-in hint (see cookie.js for the contract the site reads).
import { onIdTokenChanged } from "firebase/auth";
import { signInHintCookie } from "./cookie.js";

export * from "./cookie.js";

/**
 * Keeps the cookie in step with the app's Auth until the returned function is called.
 * The ID-token listener also fires on every token refresh (hourly while the app is open),
 * so the cookie's lifetime is renewed for as long as the visitor uses the app.
 */
export function watchSignInHint(auth, options) {
  return onIdTokenChanged(auth, (user) => {
    document.cookie = signInHintCookie(user !== null, options);
  });
}
