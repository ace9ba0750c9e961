import { signupAttributionParams } from "@gigloom/attribution";
import type { Landing } from "./landing";

/**
 * The sign-up link as the visitor chose it: with the landing's campaign, its path and the
 * link's placement; without a landing, the plain link, so a clean visit gets a clean URL.
 */
export function attributedHref(signUpUrl: string, landing: Landing | null, placement: string) {
  if (!landing) return signUpUrl;
  const url = new URL(signUpUrl);
  for (const [name, value] of signupAttributionParams({ ...landing, placement })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}
