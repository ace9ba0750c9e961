"use client";

import { useRef, type ReactNode } from "react";
import { useAuthStateSync } from "@/hooks/use-auth-state-sync";
import { useHeaderScroll } from "@/hooks/use-header-scroll";
import { useHydratedMark } from "@/hooks/use-hydrated-mark";
import { useMobileMenu } from "@/hooks/use-mobile-menu";
import { useSearchShortcut } from "@/hooks/use-search-shortcut";

type HeaderFrameProps = {
  /** The search page of the page's language, where the search shortcuts lead. */
  searchPath: string;
  children: ReactNode;
};

/**
 * The header's only client part: the <header> element and the behaviour that needs a script
 * (the scroll rule, live sign-in updates, the menu's focus trap and closing rules, the search
 * shortcuts). Its children (logo, navigation, menu) are rendered on the server and arrive as
 * plain HTML.
 */
export function HeaderFrame({ searchPath, children }: HeaderFrameProps) {
  const headerRef = useRef<HTMLElement>(null);
  const closeMenu = useMobileMenu(headerRef);
  const { visible, active } = useHeaderScroll(headerRef, closeMenu);
  useAuthStateSync();
  useHydratedMark();
  useSearchShortcut(searchPath);

  return (
    <header
      ref={headerRef}
      data-visible={visible}
      data-active={active}
      className={
        "fixed inset-x-0 top-0 z-40 bg-transparent transition-[translate,background-color,box-shadow] duration-(--motion-header) motion-reduce:transition-none " +
        "data-[active=true]:bg-white data-[active=true]:shadow-[0_1px_0_var(--color-line)] data-[visible=false]:-translate-y-full " +
        "has-[:popover-open]:bg-white"
      }
    >
      {children}
    </header>
  );
}
