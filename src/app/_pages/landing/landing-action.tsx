import type { Placement } from "@gigloom/attribution";
import { siteConfig } from "@/config/site";
import type { LandingAction, LandingPage } from "@/lib/content";
import { Button } from "@/components/ui/button";

/** Where a landing page's button leads: the sign-up (for the page's audience), or a page. */
export const actionHref = (action: LandingAction) =>
  action.to === "signup" ? siteConfig.links.signUp : action.to;

/** A section's two buttons, the second quieter, each marked with where it sits. */
export function LandingActions({
  page,
  primary,
  secondary,
  placement,
}: {
  page: Pick<LandingPage, "audience">;
  primary: LandingAction;
  secondary?: LandingAction;
  placement: Placement;
}) {
  return (
    <>
      <Button href={actionHref(primary)} placement={placement} audience={page.audience}>
        {primary.label}
      </Button>
      {secondary ? (
        <Button
          href={actionHref(secondary)}
          variant="secondary"
          placement={placement}
          audience={page.audience}
        >
          {secondary.label}
        </Button>
      ) : null}
    </>
  );
}
