import type { SiteEventName, SiteEvents } from "./events";

let consented = false;

/**
 * Set by the consent manager as it applies the visitor's answer on this page: events flow only
 * after a "granted" was applied, and stop at a "denied".
 */
export function setEventConsent(granted: boolean): void {
  consented = granted;
}

/**
 * Sends one event to Analytics, if the visitor accepted analytics; otherwise it does nothing and
 * loads nothing. Never throws and never waits: an event is never in the visitor's way.
 */
export function trackEvent<Name extends SiteEventName>(name: Name, params: SiteEvents[Name]): void {
  if (!consented) return;
  import("./send-event")
    .then(({ sendEvent }) => sendEvent(name, params))
    .catch(() => {
      // Analytics is optional: an event that cannot be sent is dropped.
    });
}
