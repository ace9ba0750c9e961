"use client";

import { useEffect } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { appCookieSignedIn, watchAppCookie } from "@/lib/sign-in/app-cookie";
import { showsSignedIn } from "@/lib/sign-in/precedence";
import { rememberSignIn, rememberedSignIn } from "@/lib/sign-in/remembered";
import { yieldToBrowser } from "@/lib/yield-to-browser";

/**
 * Firebase App, then Auth, then starting Auth: each of the three is a task of its own; as one
 * task they would block the main thread long enough on a phone to delay a tap (TBT, which
 * `npm run bench` measures: figures in bench/report.md).
 */
async function startAuth() {
  await import("@/lib/firebase/app");
  await yieldToBrowser();
  const { watchSignedIn } = await import("@/lib/firebase/auth");
  await yieldToBrowser();
  return watchSignedIn;
}

/**
 * Keeps <html data-auth> in step with both sources of the sign-in state (precedence.ts):
 * the app's cookie, followed from hydration on, and Firebase Auth on this origin, downloaded
 * after first paint and followed live through onAuthStateChanged, including sign-outs in
 * other tabs. `data-auth-checked` marks that Firebase has reported. If Firebase cannot load or
 * start, it counts as "no user" and the page carries on.
 */
export function useAuthStateSync(): void {
  useEffect(() => {
    const root = document.documentElement;
    let firebase: boolean | undefined;
    let unsubscribe: (() => void) | undefined;
    let disposed = false;

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
      startAuth()
        .then((watchSignedIn) => {
          if (!disposed) unsubscribe = watchSignedIn(report);
        })
        .catch(() => report(false));
    });

    return () => {
      disposed = true;
      cancel();
      stopWatchingCookie();
      unsubscribe?.();
    };
  }, []);
}
