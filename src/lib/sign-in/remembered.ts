import { AUTH_HINT_KEY } from "./remembered-key.mjs";

export function rememberedSignIn(): boolean {
  try {
    return localStorage.getItem(AUTH_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberSignIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(AUTH_HINT_KEY, "1");
    else localStorage.removeItem(AUTH_HINT_KEY);
  } catch {
    // Storage can be blocked (private mode, policies); the header still shows the live state.
  }
}
