import { once } from "@/lib/once";
import { getFirebaseApp } from "./app";
import { recaptchaSiteKey } from "./config";

/**
 * Turns on App Check with reCAPTCHA v3 when NEXT_PUBLIC_RECAPTCHA_SITE_KEY is set, so that
 * the contact function can refuse requests that do not come from this site. Without the key, and on the
 * emulators (which do not check tokens), it does nothing and downloads nothing.
 * Call it before the first use of a service that should carry App Check tokens.
 */
export const startAppCheck = once(async () => {
  if (!recaptchaSiteKey) return null;
  const { initializeAppCheck, ReCaptchaV3Provider } = await import("firebase/app-check");
  return initializeAppCheck(getFirebaseApp(), {
    provider: new ReCaptchaV3Provider(recaptchaSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
});
