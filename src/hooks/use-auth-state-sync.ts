"use client";

import { useEffect } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { showSignedIn } from "@/lib/auth-hint";

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
      import("@/lib/firebase/auth")
        .then(({ watchSignedIn }) => {
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
