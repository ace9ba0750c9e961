"use client";

import { useEffect } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";

/**
 * Loads the listener for calls to action, filters and switches (lib/interactions/listen.ts)
 * once the page has painted, so it never weighs on the first load. Links work as plain links
 * until then, and whenever it fails to load.
 */
export function InteractionListener() {
  useEffect(() => {
    let stop = () => {};
    let stopped = false;
    const cancel = afterFirstPaint(() => {
      import("@/lib/interactions/listen")
        .then(({ listenForInteractions }) => listenForInteractions())
        .then((stopListening) => {
          if (stopped) return stopListening();
          stop = stopListening;
          // The end-to-end tests wait for this mark, as they wait for data-hydrated.
          document.documentElement.dataset.interactions = "listening";
        })
        .catch(() => {
          // The links stay plain links: the sign-up works, without attribution.
        });
    });
    return () => {
      stopped = true;
      cancel();
      stop();
    };
  }, []);
  return null;
}
