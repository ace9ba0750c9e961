import { CONSENT_CHOICES, CONSENT_KEY } from "./stored-answer.mjs";

export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export function parseChoice(stored: string | null): ConsentChoice | null {
  return CONSENT_CHOICES.find((choice) => choice === stored) ?? null;
}

type ChoiceStorage = Pick<Storage, "getItem" | "setItem">;

/** The stored answer; none when there is none or storage is blocked (even reading it throws). */
export function readChoice(storage: () => ChoiceStorage): ConsentChoice | null {
  try {
    return parseChoice(storage().getItem(CONSENT_KEY));
  } catch {
    return null;
  }
}

/** Remembers the answer; returns false where storage is blocked (it holds for this page only). */
export function saveChoice(storage: () => ChoiceStorage, choice: ConsentChoice): boolean {
  try {
    storage().setItem(CONSENT_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

export type LoadAction = "ask" | "start-analytics" | "nothing";

/** What a page does on load with the stored answer. */
export function actionOnLoad(choice: ConsentChoice | null): LoadAction {
  if (choice === null) return "ask";
  return choice === "granted" ? "start-analytics" : "nothing";
}

/**
 * Whether an answer needs Analytics touched at all: "granted" starts it; "denied" only has to
 * switch it off if it already started on this page, and otherwise loads nothing.
 */
export function needsAnalytics(choice: ConsentChoice, startedOnThisPage: boolean): boolean {
  return choice === "granted" || startedOnThisPage;
}

type ConsentState = "granted" | "denied";
export type ConsentSettings = {
  analytics_storage: ConsentState;
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
};

/** Consent mode before any answer: everything denied. */
export const DEFAULT_CONSENT: ConsentSettings = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

/** The site asks about analytics only, so accepting never grants anything for ads. */
export function consentSettings(choice: ConsentChoice): ConsentSettings {
  return { ...DEFAULT_CONSENT, analytics_storage: choice };
}
