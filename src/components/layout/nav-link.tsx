import Link from "@/components/ui/site-link";
import type { NavItem } from "@/config/site";

type NavLinkProps = {
  item: NavItem;
  className?: string;
};

/** Pages of this site navigate client-side; links to the app host are plain anchors. */
export function NavLink({ item, className }: NavLinkProps) {
  return item.external ? (
    <a href={item.href} className={className}>
      {item.label}
    </a>
  ) : (
    <Link href={item.href} className={className} prefetch="on-intent">
      {item.label}
    </Link>
  );
}
