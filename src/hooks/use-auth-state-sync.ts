"use client";

import { useEffect } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { showSignedIn } from "@/lib/auth-hint";
import { yieldToBrowser } from "@/lib/yield-to-browser";

/**
 * Firebase App, then Auth, then starting Auth: each of the three is a task of its own, as one
 * task they block the main thread for ~30 ms on a fast laptop and well over 100 ms on a phone.
 */
async function startAuth() {
  await import("@/lib/firebase/app");
  await yieldToBrowser();
  const { watchSignedIn } = await import("@/lib/firebase/auth");
  await yieldToBrowser();
  return watchSignedIn;
}

/**
 * After first paint, downloads Firebase Auth and keeps <html data-auth> in step with
 * onAuthStateChanged, live, including sign-outs in other tabs. If Firebase cannot load or
 * start, the header falls back to signed out and the page carries on.
 */
export function useAuthStateSync(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let disposed = false;

    const cancel = afterFirstPaint(() => {
      startAuth()
        .then((watchSignedIn) => {
          if (!disposed) unsubscribe = watchSignedIn(showSignedIn);
        })
        .catch(() => showSignedIn(false));
    });

    return () => {
      disposed = true;
      cancel();
      unsubscribe?.();
    };
  }, []);
}
