"use client";

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";
import {
  actionOnLoad,
  needsAnalytics,
  readChoice,
  saveChoice,
  type ConsentChoice,
} from "@/lib/consent/choice";
import { onConsentSettingsRequest } from "@/lib/consent/settings-event";
import type { ConsentBannerProps } from "./consent-banner";

// If the banner cannot be downloaded, the page carries on without it (and without analytics).
const ConsentBanner = lazy<ComponentType<ConsentBannerProps>>(() =>
  import("./consent-banner").catch(() => ({ default: () => null })),
);

const storage = () => window.localStorage;
const noSubscription = () => () => {};
/** The static HTML cannot know the stored answer: it renders no banner, and hydration asks. */
const NOT_READ_YET = "not-read-yet";

/**
 * Asks for analytics consent when there is no answer yet, or when "Cookie settings" is chosen,
 * and starts Analytics only after a "granted". The banner itself is downloaded only when shown.
 */
export function AnalyticsConsentManager() {
  const stored = useSyncExternalStore<ConsentChoice | null | typeof NOT_READ_YET>(
    noSubscription,
    () => readChoice(storage),
    () => NOT_READ_YET,
  );
  const [answeredHere, setAnsweredHere] = useState(false);
  const [reopened, setReopened] = useState(false);
  const analyticsStarted = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const apply = useCallback((choice: ConsentChoice) => {
    if (!needsAnalytics(choice, analyticsStarted.current)) return;
    if (choice === "granted") analyticsStarted.current = true;
    import("@/lib/consent/analytics-consent")
      .then(({ applyAnalyticsConsent }) => applyAnalyticsConsent(choice))
      .catch(() => {
        // Analytics is optional: if it cannot load, the page carries on without it.
      });
  }, []);

  useEffect(() => {
    const cancelStart =
      actionOnLoad(readChoice(storage)) === "start-analytics"
        ? afterFirstPaint(() => apply("granted"))
        : () => {};
    const stopListening = onConsentSettingsRequest((from) => {
      returnFocusTo.current = from;
      setReopened(true);
    });
    return () => {
      cancelStart();
      stopListening();
    };
  }, [apply]);

  const decide = (choice: ConsentChoice) => {
    saveChoice(storage, choice);
    setAnsweredHere(true);
    setReopened(false);
    apply(choice);
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  const asking =
    reopened || (stored !== NOT_READ_YET && actionOnLoad(stored) === "ask" && !answeredHere);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner takeFocus={reopened} onDecide={decide} />
    </Suspense>
  );
}
