import { logEvent } from "firebase/analytics";
import { grantedAnalytics } from "@/lib/consent/analytics-consent";
import type { SiteEventName, SiteEvents, WebVitalName, WebVitalParams } from "./events";

/**
 * Logs one event to Firebase Analytics, only while the visitor's last answer applied is
 * "granted": nothing before any answer, after a "denied", or in demo mode (no Analytics).
 * Loaded by dynamic import only, after consent, like Analytics itself.
 */
export function sendEvent<Name extends SiteEventName>(
  name: Name,
  params: SiteEvents[Name],
): Promise<void>;
export function sendEvent(name: WebVitalName, params: WebVitalParams): Promise<void>;
export async function sendEvent(name: string, params: Record<string, unknown>): Promise<void> {
  const analytics = await grantedAnalytics();
  if (analytics) logEvent(analytics, name, params);
}
