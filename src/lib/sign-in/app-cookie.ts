import { readSignInHint } from "@gigloom/auth-hint/cookie";

export function appCookieSignedIn(): boolean {
  return readSignInHint(document.cookie);
}

/**
 * Calls `onChange` whenever the app may have written or deleted its sign-in cookie: at once
 * through `cookieStore` where the browser has it, and in every browser when the tab is shown
 * or focused again, or restored from the back/forward cache, where no cookie event reaches it.
 * Returns the function that stops listening.
 */
export function watchAppCookie(onChange: () => void): () => void {
  const cookieStore = "cookieStore" in window ? window.cookieStore : undefined;
  cookieStore?.addEventListener("change", onChange);
  window.addEventListener("pageshow", onChange);
  window.addEventListener("focus", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    cookieStore?.removeEventListener("change", onChange);
    window.removeEventListener("pageshow", onChange);
    window.removeEventListener("focus", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}
