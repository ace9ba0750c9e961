import type { Ref } from "react";
import { mainNav } from "@/config/site";
import { menuActions, type PageVariant } from "@/lib/header/labels";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { NavLink } from "./nav-link";

export const MOBILE_MENU_ID = "mobile-menu";

type MobileMenuProps = {
  open: boolean;
  variant: PageVariant;
  onNavigate: () => void;
  ref: Ref<HTMLDivElement>;
};

/**
 * The full-screen menu below the header bar. It stays mounted so it can animate out;
 * closed, it is `visibility: hidden`, which removes it from the tab order and the
 * accessibility tree. Page scroll is not locked: scrolling down closes it (spec §2).
 */
export function MobileMenu({ open, variant, onNavigate, ref }: MobileMenuProps) {
  return (
    <div
      id={MOBILE_MENU_ID}
      ref={ref}
      data-open={open}
      className={cn(
        "fixed inset-x-0 top-(--header-height) bottom-0 flex flex-col overflow-y-auto bg-white px-5 pt-4 pb-8 lg:hidden",
        // Visibility flips at once on opening (so focus can move in) and only after the
        // fade on closing (so the exit animation is seen).
        open
          ? "visible translate-y-0 opacity-100 [transition:opacity_200ms_ease-out,translate_200ms_ease-out]"
          : "invisible -translate-y-3 opacity-0 [transition:opacity_200ms_ease-in,translate_200ms_ease-in,visibility_0s_linear_200ms]",
        "motion-reduce:transition-none",
      )}
    >
      <nav aria-label="Mobile">
        <ul className="divide-y divide-line">
          {mainNav.map((item) => (
            <li key={item.label}>
              <NavLink
                item={item}
                onClick={onNavigate}
                className="block py-4 text-2xl font-semibold tracking-tight text-ink"
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto grid gap-3 pt-8">
        {menuActions(variant).map((action) => (
          <Button
            key={action.label}
            href={action.href}
            variant={action.variant}
            onClick={onNavigate}
            className="w-full"
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
