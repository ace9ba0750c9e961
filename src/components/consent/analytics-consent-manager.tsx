"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";
import {
  actionOnLoad,
  needsAnalytics,
  parseChoice,
  readChoice,
  saveChoice,
  type ConsentChoice,
} from "@/lib/consent/choice";
import { onConsentSettingsRequest } from "@/lib/consent/settings-event";
import { ConsentBanner, type ConsentBannerLabels } from "./consent-banner";

const storage = () => window.localStorage;
/**
 * The stored answer; where storage is blocked, one given before hydration, which the inline
 * script (lib/inline-scripts.mjs) left on <html data-consent> for this page.
 */
const answerSoFar = () =>
  readChoice(storage) ?? parseChoice(document.documentElement.dataset.consent ?? null);
/**
 * "Cookie settings" chosen before hydration: the inline script marked <html data-consent="ask">
 * although an answer is stored. (Read during hydration only; it changes nothing rendered then.)
 */
const reopenedBeforeHydration = () =>
  typeof document !== "undefined" &&
  document.documentElement.dataset.consent === "ask" &&
  readChoice(storage) !== null;
const noSubscription = () => () => {};
/**
 * The static HTML cannot know the stored answer: it carries the banner for everyone, and the
 * inline consent hint (lib/inline-scripts.mjs) lets CSS show it only to those who have not
 * answered. Once hydrated, the stored answer decides.
 */
const NOT_READ_YET = "not-read-yet";

/**
 * Asks for analytics consent when there is no answer yet, or when "Cookie settings" is chosen,
 * and starts Analytics only after a "granted".
 */
export function AnalyticsConsentManager({ labels }: { labels: ConsentBannerLabels }) {
  const stored = useSyncExternalStore<ConsentChoice | null | typeof NOT_READ_YET>(
    noSubscription,
    answerSoFar,
    () => NOT_READ_YET,
  );
  const [answeredHere, setAnsweredHere] = useState(false);
  const [reopened, setReopened] = useState(reopenedBeforeHydration);
  const analyticsStarted = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const apply = useCallback((choice: ConsentChoice) => {
    if (!needsAnalytics(choice, analyticsStarted.current)) return;
    if (choice === "granted") analyticsStarted.current = true;
    import("@/lib/analytics/apply-consent")
      .then(({ applyConsent }) => applyConsent(choice))
      .catch(() => {
        // Analytics is optional: if it cannot load, the page carries on without it.
      });
  }, []);

  useEffect(() => {
    const cancelStart =
      actionOnLoad(answerSoFar()) === "start-analytics"
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

  const prerendered = stored === NOT_READ_YET;
  const asking = reopened || (!answeredHere && (prerendered || actionOnLoad(stored) === "ask"));
  if (!asking) return null;
  return (
    <ConsentBanner
      labels={labels}
      prerendered={prerendered}
      takeFocus={reopened}
      onDecide={decide}
    />
  );
}
