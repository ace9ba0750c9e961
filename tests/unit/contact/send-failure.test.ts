import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locale";
import { contactFormStrings } from "@/lib/contact/localized-form-strings";
import {
  classifySendError,
  describeSendFailure,
  describeWait,
  retryAfterSeconds,
  RETRIES_AS_NEW_REQUEST,
  SEND_FAILURES,
} from "@/lib/contact/send-failure";

const words = (locale: (typeof LOCALES)[number]) => contactFormStrings(locale).failures;
const english = words("en");
const spanish = words("es");

const providerError = (code: string) => Object.assign(new Error(`[${code}] raw`), { code });

describe("classifying a send error", () => {
  it.each([
    ["functions/invalid-argument", "refused"],
    ["functions/unauthenticated", "unverified"],
    ["functions/failed-precondition", "unverified"],
    ["functions/resource-exhausted", "resource-exhausted"],
    ["functions/internal", "unexpected"],
    ["unavailable", "unavailable"],
    ["deadline-exceeded", "deadline-exceeded"],
    ["resource-exhausted", "resource-exhausted"],
    ["functions/already-exists", "not-correctable"],
    ["auth/network-request-failed", "network"],
    ["functions/unavailable", "unavailable"],
    ["internal", "unexpected"],
  ])("maps the provider code %s to %s", (code, failure) => {
    expect(classifySendError(providerError(code))).toBe(failure);
  });

  it("treats a failed download or fetch as a network failure", () => {
    expect(classifySendError(new TypeError("Failed to fetch"))).toBe("network");
    expect(
      classifySendError(
        Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }),
      ),
    ).toBe("network");
    expect(
      classifySendError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe("network");
  });

  it("falls back to an unexpected failure for anything else", () => {
    expect(classifySendError("boom")).toBe("unexpected");
    expect(classifySendError(null)).toBe("unexpected");
    expect(classifySendError({ code: 7 })).toBe("unexpected");
  });
});

describe("describing a failure to the visitor", () => {
  const failures = SEND_FAILURES;

  it.each(LOCALES)("gives each failure its own message (%s)", (locale) => {
    const titles = failures.map(
      (failure) => describeSendFailure(failure, undefined, words(locale)).title,
    );
    expect(new Set(titles).size).toBe(failures.length);
  });

  it.each(LOCALES.flatMap((locale) => failures.map((failure) => [locale, failure] as const)))(
    "never shows a provider code or claims success (%s, %s)",
    (locale, failure) => {
      const text = Object.values(describeSendFailure(failure, undefined, words(locale))).join(" ");
      expect(text).not.toMatch(
        /permission-denied|deadline-exceeded|resource-exhausted|network-request/,
      );
      expect(text).not.toMatch(/\bcode\b|código|firestore|firebase/i);
      expect(text).not.toMatch(
        /thank|has been (sent|received)|we have your message|gracias|recibimos tu mensaje/i,
      );
    },
  );

  it("tells an offline visitor that nothing was sent and that their text is kept", () => {
    const { title, body, retryLabel } = describeSendFailure("offline", undefined, english);
    expect(title).toMatch(/offline.*hasn't been sent/);
    expect(body).toMatch(/still here/);
    expect(retryLabel).toBe("Try again");
  });

  it("says so in Spanish on a Spanish page", () => {
    const { title, body, retryLabel } = describeSendFailure("offline", undefined, spanish);
    expect(title).toBe("No tienes conexión, así que tu mensaje todavía no se envió");
    expect(body).toMatch(/^Todo lo que escribiste sigue aquí\./);
    expect(retryLabel).toBe("Intentar de nuevo");
  });

  it("names the sender's timeout when there is no answer", () => {
    expect(describeSendFailure("no-acknowledgement", undefined, english).body).toMatch(
      /hasn't answered for 10 seconds/,
    );
    expect(describeSendFailure("no-acknowledgement", undefined, spanish).body).toMatch(
      /lleva 10 segundos sin responder/,
    );
  });
});

describe("a correction the server no longer takes", () => {
  it("explains the window and the network, keeps the text, and offers to send it as a new message, in each language", () => {
    const failure = classifySendError(providerError("functions/already-exists"));
    expect(failure).toBe("not-correctable");
    expect(RETRIES_AS_NEW_REQUEST).toContain(failure);

    const inEnglish = describeSendFailure(failure, undefined, english);
    expect(inEnglish.body).toMatch(/within 60 minutes of sending it, from the same network/);
    expect(inEnglish.body).toMatch(/Everything you wrote is still here/);
    expect(inEnglish.retryLabel).toBe("Send as a new message");

    const inSpanish = describeSendFailure(failure, undefined, spanish);
    expect(inSpanish.body).toMatch(
      /dentro de los 60 minutos siguientes a su envío, desde la misma red/,
    );
    expect(inSpanish.body).toMatch(/Todo lo que escribiste sigue aquí/);
    expect(inSpanish.retryLabel).toBe("Enviar como mensaje nuevo");
  });
});

describe("a rate-limit refusal", () => {
  const refusal = (details: unknown) =>
    Object.assign(new Error("too many"), { code: "functions/resource-exhausted", details });

  it("tells the visitor how long to wait, in words", () => {
    const seconds = retryAfterSeconds(refusal({ limit: "perNetwork", retryAfterSeconds: 2400 }));
    expect(seconds).toBe(2400);
    expect(describeSendFailure("resource-exhausted", seconds, english).body).toMatch(
      /Please try again in about 40 minutes\.$/,
    );
    expect(describeSendFailure("resource-exhausted", seconds, spanish).body).toMatch(
      /Vuelve a intentarlo en unos 40 minutos\.$/,
    );
  });

  it("says 'later' when the server gave no time", () => {
    expect(retryAfterSeconds(refusal(undefined))).toBeUndefined();
    expect(describeSendFailure("resource-exhausted", undefined, english).body).toMatch(
      /Please try again later\.$/,
    );
    expect(describeSendFailure("resource-exhausted", undefined, spanish).body).toMatch(
      /Vuelve a intentarlo más tarde\.$/,
    );
  });

  it.each([
    [30, "a minute", "un minuto"],
    [60, "a minute", "un minuto"],
    [61, "about 2 minutes", "unos 2 minutos"],
    [3540, "about 59 minutes", "unos 59 minutos"],
    [3600, "about an hour", "una hora, más o menos"],
    [5 * 3600 + 100, "about 5 hours", "unas 5 horas"],
  ])("%i s reads as %s, in Spanish %s", (seconds, inEnglish, inSpanish) => {
    expect(describeWait(seconds, english.wait)).toBe(inEnglish);
    expect(describeWait(seconds, spanish.wait)).toBe(inSpanish);
  });
});
