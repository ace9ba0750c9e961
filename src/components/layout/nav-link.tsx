import type { Placement } from "@gigloom/attribution";
import { AnyLink } from "@/components/ui/any-link";
import { isSitePath, type NavItem } from "@/config/site";
import { ctaAttributes } from "@/lib/interactions/attributes";

type NavLinkProps = { item: NavItem; placement: Placement; className?: string };

/**
 * A navigation link; pages of this site prefetch when a visitor shows intent (site-link.tsx).
 * A link to the app host (the sign-up, the Docs) is a call to action: it says where it sits.
 */
export function NavLink({ item, placement, className }: NavLinkProps) {
  const cta = isSitePath(item.href) ? {} : ctaAttributes(placement, item.audience);
  return (
    <AnyLink href={item.href} className={className} prefetch="on-intent" {...cta}>
      {item.label}
    </AnyLink>
  );
}
