import { AnyLink } from "@/components/ui/any-link";
import type { NavItem } from "@/config/site";

/** A navigation link; pages of this site prefetch when a visitor shows intent (site-link.tsx). */
export function NavLink({ item, className }: { item: NavItem; className?: string }) {
  return (
    <AnyLink href={item.href} className={className} prefetch="on-intent">
      {item.label}
    </AnyLink>
  );
}
