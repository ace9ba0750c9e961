import { signupAttributionParams } from "@gigloom/attribution";
import type { Landing } from "./landing";

/**
 * The sign-up link as the visitor chose it: with the landing's campaign, its path and the
 * link's placement; without a landing, the link as it was, so a clean visit gets a clean URL.
 * What the link already carries (a gig from the rate guide) is kept.
 */
export function attributedHref(signUpLink: string, landing: Landing | null, placement: string) {
  if (!landing) return signUpLink;
  const url = new URL(signUpLink);
  for (const [name, value] of signupAttributionParams({ ...landing, placement })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}
