import { once } from "@/lib/once";
import { getFirebaseApp } from "./app";
import { isDemoMode } from "./config";

/** Spelled out so that Next.js inlines it at build time. */
const recaptchaSiteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;

/**
 * Turns on App Check with reCAPTCHA v3 when NEXT_PUBLIC_RECAPTCHA_SITE_KEY is set, so that
 * the contact function can refuse requests that do not come from this site. Without the key, and on the
 * emulators (which do not check tokens), it does nothing and downloads nothing.
 * Call it before the first use of a service that should carry App Check tokens.
 */
export const startAppCheck = once(async () => {
  if (!recaptchaSiteKey || isDemoMode) return null;
  const { initializeAppCheck, ReCaptchaV3Provider } = await import("firebase/app-check");
  return initializeAppCheck(getFirebaseApp(), {
    provider: new ReCaptchaV3Provider(recaptchaSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
});
