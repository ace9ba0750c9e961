/**
 * The last known sign-in state, kept in localStorage so the next page load can render it
 * before Firebase has even been downloaded. Firebase corrects it when it reports.
 * The state lives on <html data-auth="in|out">, which CSS reads: no re-render, no layout shift.
 */
export const AUTH_HINT_KEY = "gigloom:signed-in";

/** Runs inline in <head>, before first paint. Kept tiny and dependency-free on purpose. */
export const authHintScript = `try{document.documentElement.dataset.auth=localStorage.getItem(${JSON.stringify(
  AUTH_HINT_KEY,
)})==="1"?"in":"out"}catch(e){}`;

/**
 * Shows the state Firebase reported (or signed out when it could not load). `data-auth-checked`
 * tells the hint apart from a state Firebase has confirmed.
 */
export function showSignedIn(signedIn: boolean): void {
  document.documentElement.dataset.auth = signedIn ? "in" : "out";
  document.documentElement.dataset.authChecked = "true";
  try {
    if (signedIn) localStorage.setItem(AUTH_HINT_KEY, "1");
    else localStorage.removeItem(AUTH_HINT_KEY);
  } catch {
    // Storage can be blocked (private mode, policies); the header still shows the live state.
  }
}
