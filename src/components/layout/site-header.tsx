"use client";

import { useRef } from "react";
import { usePathname } from "next/navigation";
import { siteConfig } from "@/config/site";
import { pageVariant } from "@/lib/header/labels";
import { useAuthStateSync } from "@/hooks/use-auth-state-sync";
import { useHeaderScroll } from "@/hooks/use-header-scroll";
import { useHydratedMark } from "@/hooks/use-hydrated-mark";
import { useMobileMenu } from "@/hooks/use-mobile-menu";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MenuToggle } from "./menu-toggle";
import { MobileMenu } from "./mobile-menu";

/**
 * The header of every page (spec §2, §4): hides on scroll down, shows on scroll up,
 * looks "active" away from the top, and follows the sign-in state.
 */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(menuRef, toggleRef);
  const { visible, active } = useHeaderScroll(headerRef, menu.close);
  const variant = pageVariant(usePathname());
  useAuthStateSync();
  useHydratedMark();

  return (
    <header
      ref={headerRef}
      data-visible={visible}
      data-active={active}
      className={cn(
        // No transform, filter or backdrop-filter while shown: any of them would trap the
        // fixed full-screen menu inside the header's box.
        "fixed inset-x-0 top-0 z-40 transition-[translate,background-color,box-shadow] duration-200 motion-reduce:transition-none",
        visible ? "" : "-translate-y-full",
        active || menu.open ? "bg-white shadow-[0_1px_0_var(--color-line)]" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center px-4 sm:px-5 lg:h-(--header-height-lg) lg:px-8">
        <Logo />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:hidden">
          <Button href={siteConfig.links.signUp} variant="secondary" size="sm">
            Sign In
          </Button>
          <MenuToggle ref={toggleRef} open={menu.open} onToggle={menu.toggle} />
        </div>
      </div>
      <MobileMenu ref={menuRef} open={menu.open} variant={variant} onNavigate={menu.close} />
    </header>
  );
}
