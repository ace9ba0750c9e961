import type { Audience } from "@/config/site";
import { Button } from "@/components/ui/button";

type SignUpLinkProps = { href: string; label: string; note?: string; audience: Audience };

/**
 * The calculator's way to the app's sign-up: a call to action placed as "rates-calculator", so
 * a visit from a campaign gets its attribution added on the click, as every sign-up link does.
 */
export function SignUpLink({ href, label, note, audience }: SignUpLinkProps) {
  return (
    <div className="mt-6">
      <Button href={href} placement="rates-calculator" audience={audience}>
        {label}
      </Button>
      {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
    </div>
  );
}
