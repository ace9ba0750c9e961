"use client";

import { usePathname } from "next/navigation";
import { menuActions, pageVariant, type MenuActionLabelId } from "@/lib/header/labels";
import { Button } from "@/components/ui/button";

/**
 * The menu's two large buttons, which follow the page variant (spec §2). The header is part of
 * the root layout, which stays mounted across client-side navigation, so the variant has to
 * follow the pathname on the client; each page's static HTML already has its own.
 */
type MenuActionsProps = {
  /** The case-study index in the page's language. */
  caseStudies: string;
  /** The buttons' words in the page's language, given by the server. */
  labels: Record<MenuActionLabelId, string>;
  /** Every page that speaks to creators: the site's and the creators' landing pages. */
  creatorPaths: readonly string[];
};

export function MenuActions({ caseStudies, labels, creatorPaths }: MenuActionsProps) {
  const variant = pageVariant(usePathname(), creatorPaths);
  return (
    <div className="mt-auto grid gap-3 pt-8">
      {menuActions(variant, caseStudies).map((action) => (
        <Button
          key={action.label}
          href={action.href}
          variant={action.variant}
          placement="mobile-menu"
          audience={variant}
          className="w-full"
        >
          {labels[action.label]}
        </Button>
      ))}
    </div>
  );
}
