"use client";

import { useEffect } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { appCookieSignedIn, watchAppCookie } from "@/lib/sign-in/app-cookie";
import { showsSignedIn } from "@/lib/sign-in/precedence";
import { rememberSignIn, rememberedSignIn } from "@/lib/sign-in/remembered";

/**
 * Starts Firebase Auth in its worker (lib/firebase/auth-worker.ts) and calls `report` with what
 * it says, or with `false` if it cannot start. Returns the function that stops it.
 */
function startAuth(report: (signedIn: boolean) => void): () => void {
  const worker = new Worker(new URL("../lib/firebase/auth-worker.ts", import.meta.url));
  let started = false;
  worker.addEventListener("message", (event: MessageEvent<unknown>) => {
    started = true;
    report(event.data === true);
  });
  // An error before Auth's first word means it could not start (its code could not load: the
  // network dropped, say); a later one (a failed token refresh) leaves the state Auth last
  // reported, which Auth itself corrects. Either way it is handled here, so it is not raised
  // again in the page as an uncaught error.
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    if (!started) report(false);
  });
  return () => worker.terminate();
}

/**
 * Keeps <html data-auth> in step with both sources of the sign-in state (precedence.ts):
 * the app's cookie, followed from hydration on, and Firebase Auth on this origin, started in a
 * worker after first paint and followed live through onAuthStateChanged, including sign-outs in
 * other tabs. `data-auth-checked` marks that Firebase has reported. If Firebase cannot load or
 * start, it counts as "no user" and the page carries on.
 */
export function useAuthStateSync(): void {
  useEffect(() => {
    const root = document.documentElement;
    let firebase: boolean | undefined;
    let stopAuth: (() => void) | undefined;

    const show = () => {
      const signedIn = showsSignedIn({
        appCookie: appCookieSignedIn(),
        firebase,
        remembered: rememberedSignIn(),
      });
      root.dataset.auth = signedIn ? "in" : "out";
    };
    const report = (signedIn: boolean) => {
      firebase = signedIn;
      rememberSignIn(signedIn);
      root.dataset.authChecked = "true";
      show();
    };

    show();
    const stopWatchingCookie = watchAppCookie(show);
    const cancel = afterFirstPaint(() => {
      try {
        stopAuth = startAuth(report);
      } catch {
        report(false);
      }
    });

    return () => {
      cancel();
      stopWatchingCookie();
      stopAuth?.();
    };
  }, []);
}
