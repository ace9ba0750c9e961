import type { BrowserContext, Request, Route } from "@playwright/test";
import {
  FAKE_PRODUCTION_ENV,
  FAKE_PROJECT_ID,
} from "../../../scripts/test/production-preview-env.mjs";
import { FUNCTIONS_REGION } from "../../../src/lib/firebase/project-facts.mjs";
import { gtagScript } from "./gtag-stub";

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

/** Where the production build calls the contact function (Cloud Functions, us-central1). */
export const CONTACT_FUNCTION_ORIGIN = `https://${FUNCTIONS_REGION}-${FAKE_PROJECT_ID}.cloudfunctions.net`;

/** Every origin of Google's: its services, its Cloud Functions and its ad and static hosts. */
const GOOGLE_HOST =
  /(^|\.)(google\.com|googleapis\.com|googletagmanager\.com|google-analytics\.com|gstatic\.com|googleusercontent\.com|doubleclick\.net|googleadservices\.com|recaptcha\.net|cloudfunctions\.net|run\.app)$/;

/** One request the browser made to a Google origin, whatever answered it. */
export type GoogleRequest = {
  url: string;
  method: string;
  body: string | null;
  headers: Record<string, string>;
};

/**
 * One event as it reached Analytics: its name, its `ep.` and `epn.` parameters, and the consent
 * mode it was sent under (`gcs`: "G1", then 1 or 0 for ad_storage and analytics_storage).
 */
export type CollectedEvent = {
  name: string;
  params: Record<string, string | number>;
  gcs: string | null;
};

/** How the stand-in contact function answers: storing the request, or refusing it. */
export type ContactAnswer = "stores" | "refuses";

/**
 * Answers every Google origin the production build calls, as the real services would in
 * shape, and counts the calls each gets; the tag manager serves a minimal gtag.js that sends
 * what the site logs as GA4 collection hits (gtag-stub.ts). Nothing leaves the machine, and
 * every request to a Google origin is recorded, answered or not.
 */
export async function stubGoogle(
  context: BrowserContext,
  { contactFunction = "stores" }: { contactFunction?: ContactAnswer } = {},
) {
  const calls = new Map<GoogleService, number>();
  const recorded: Request[] = [];
  context.on("request", (request) => {
    if (GOOGLE_HOST.test(new URL(request.url()).hostname)) recorded.push(request);
  });
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

  await context.route("https://www.googletagmanager.com/**", async (route) => {
    calls.set("tag manager", (calls.get("tag manager") ?? 0) + 1);
    const dataLayerName = new URL(route.request().url()).searchParams.get("l") ?? "dataLayer";
    await route.fulfill({ headers: CORS, ...script(gtagScript(dataLayerName)) });
  });
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
  await answer(`${CONTACT_FUNCTION_ORIGIN}/**`, "contact function", (postData) => {
    if (contactFunction === "refuses") {
      // The callable protocol's refusal, as the function gives it for a request it rejects.
      return {
        status: 400,
        json: { error: { status: "INVALID_ARGUMENT", message: "The request was refused." } },
      };
    }
    const { data } = postData as { data: { requestId: string } };
    return {
      json: { result: { reference: data.requestId, alreadyStored: false, amended: false } },
    };
  });
  await answer(/^https:\/\/(identitytoolkit|securetoken)\.googleapis\.com\//, "auth", () => ({
    json: {},
  }));
  const requests = () =>
    Promise.all(
      recorded.map(async (request): Promise<GoogleRequest> => ({
        url: request.url(),
        method: request.method(),
        body: request.postData(),
        headers: await request.allHeaders(),
      })),
    );
  return {
    calls: (service: GoogleService) => calls.get(service) ?? 0,
    /** Every request made to a Google origin so far, in order. */
    requests,
    /** The events that reached Analytics so far, in order. */
    events: async () => (await requests()).flatMap(collectedEvents),
  };
}

/** Each event of a GA4 collection hit as its fields: one in its query, or one per line of its body. */
function hitFields({ url, body }: GoogleRequest): URLSearchParams[] {
  const address = new URL(url);
  if (!/(^|\.)google-analytics\.com$/.test(address.hostname) || address.pathname !== "/g/collect") {
    return [];
  }
  const lines = body ? body.split("\r\n").filter(Boolean) : [""];
  return lines.map((line) => {
    const fields = new URLSearchParams(address.search);
    for (const [key, value] of new URLSearchParams(line)) fields.set(key, value);
    return fields;
  });
}

/** Whether a request is a GA4 page_view of the page at `path`. */
export function pageViewAt(request: GoogleRequest, path: string): boolean {
  return hitFields(request).some(
    (fields) => fields.get("en") === "page_view" && new URL(fields.get("dl")!).pathname === path,
  );
}

/** The events a GA4 collection hit carries. */
export function collectedEvents(request: GoogleRequest): CollectedEvent[] {
  return hitFields(request).map((fields) => {
    const params: CollectedEvent["params"] = {};
    for (const [key, value] of fields) {
      if (key.startsWith("ep.")) params[key.slice(3)] = value;
      if (key.startsWith("epn.")) params[key.slice(4)] = Number(value);
    }
    return { name: fields.get("en") ?? "", params, gcs: fields.get("gcs") };
  });
}
