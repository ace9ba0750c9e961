import type { BrowserContext, Route } from "@playwright/test";
import {
  FAKE_PRODUCTION_ENV,
  FAKE_PROJECT_ID,
} from "../../../scripts/lib/production-preview-env.mjs";
import { FUNCTIONS_REGION } from "../../../src/lib/firebase/project-facts.mjs";

/** Cross-origin answers a browser accepts from a fetch with custom headers. */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
};

/**
 * Just enough of reCAPTCHA v3 for App Check: ready, an invisible widget, and a token whose
 * arrival the widget reports through its callback, as the real one does.
 */
const RECAPTCHA =
  "window.grecaptcha=(function(){var widgets=[];return{ready:function(f){f()}," +
  "render:function(_,options){widgets.push(options);return widgets.length-1}," +
  'execute:function(id){var token="fake-recaptcha-token";' +
  "if(widgets[id]&&widgets[id].callback)widgets[id].callback(token);" +
  "return Promise.resolve(token)}}})();";

const script = (body: string) => ({ contentType: "text/javascript", body });

export type GoogleService =
  | "tag manager"
  | "analytics collection"
  | "installations"
  | "analytics config"
  | "recaptcha"
  | "app check"
  | "contact function"
  | "auth";

/**
 * Answers every Google origin the production build calls, as the real services would in
 * shape, and counts the calls each gets. Nothing leaves the machine.
 */
export async function stubGoogle(context: BrowserContext) {
  const calls = new Map<GoogleService, number>();
  const answer = async (
    pattern: string | RegExp,
    service: GoogleService,
    reply: (postData: unknown) => Parameters<Route["fulfill"]>[0],
  ) => {
    await context.route(pattern, async (route) => {
      if (route.request().method() === "OPTIONS") {
        await route.fulfill({ status: 204, headers: CORS });
        return;
      }
      calls.set(service, (calls.get(service) ?? 0) + 1);
      await route.fulfill({ headers: CORS, ...reply(route.request().postDataJSON?.() ?? null) });
    });
  };

  await answer("https://www.googletagmanager.com/**", "tag manager", () =>
    script("window.dataLayer=window.dataLayer||[];"),
  );
  await answer(
    /^https:\/\/[^/]*(google-analytics\.com|analytics\.google\.com)\//,
    "analytics collection",
    () => ({ status: 204 }),
  );
  await answer("https://firebaseinstallations.googleapis.com/**", "installations", () => ({
    json: {
      name: `projects/${FAKE_PROJECT_ID}/installations/fake-fid`,
      fid: "cFakeInstallationId0000",
      refreshToken: "fake-refresh-token",
      authToken: { token: "fake-installation-token", expiresIn: "604800s" },
    },
  }));
  await answer("https://firebase.googleapis.com/**", "analytics config", () => ({
    json: {
      appId: FAKE_PRODUCTION_ENV.NEXT_PUBLIC_FIREBASE_APP_ID,
      measurementId: FAKE_PRODUCTION_ENV.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
    },
  }));
  await answer("https://www.google.com/recaptcha/**", "recaptcha", () => script(RECAPTCHA));
  await answer("https://content-firebaseappcheck.googleapis.com/**", "app check", () => ({
    json: { token: "fake-app-check-token", ttl: "3600s" },
  }));
  await answer(
    `https://${FUNCTIONS_REGION}-${FAKE_PROJECT_ID}.cloudfunctions.net/**`,
    "contact function",
    (postData) => {
      const { data } = postData as { data: { requestId: string } };
      return {
        json: { result: { reference: data.requestId, alreadyStored: false, amended: false } },
      };
    },
  );
  await answer(/^https:\/\/(identitytoolkit|securetoken)\.googleapis\.com\//, "auth", () => ({
    json: {},
  }));
  return { calls: (service: GoogleService) => calls.get(service) ?? 0 };
}
