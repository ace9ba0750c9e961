"use client";

import { useCallback, useEffect, useState, type RefObject } from "react";
import { usePathname } from "next/navigation";
import { DESKTOP_MIN_WIDTH } from "@/lib/header/scroll-rule";

/** Page regions outside the header, made inert while the menu is open. */
const PAGE_REGION_SELECTOR = "[data-page-region]";
const FOCUSABLE_SELECTOR = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Open/closed state of the full-screen mobile menu and everything that keeps it accessible:
 * focus moves in and stays between the toggle and the menu, Escape closes it and returns
 * focus to the toggle, the rest of the page is inert, and it closes on route change and
 * when the window widens to the desktop layout.
 */
export function useMobileMenu(
  menuRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);

  if (open && openedOn !== pathname) {
    setOpen(false);
  }

  const close = useCallback(() => {
    // Focus left in a vanishing menu would fall back to <body>.
    if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    setOpen(false);
  }, [menuRef, toggleRef]);

  const toggle = useCallback(() => {
    if (open) {
      close();
    } else {
      setOpenedOn(pathname);
      setOpen(true);
    }
  }, [open, close, pathname]);

  useEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    const toggleButton = toggleRef.current;
    const regions = Array.from(document.querySelectorAll<HTMLElement>(PAGE_REGION_SELECTOR));
    regions.forEach((region) => (region.inert = true));
    menu?.querySelector<HTMLElement>(FOCUSABLE_SELECTOR)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
        toggleButton?.focus();
        return;
      }
      if (event.key !== "Tab" || !menu || !toggleButton) return;
      const cycle = [toggleButton, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)];
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? index - 1 : index + 1;
      // Wrap at both ends, and pull focus back if it ever got outside the cycle.
      if (index === -1 || next < 0 || next >= cycle.length) {
        event.preventDefault();
        cycle.at(event.shiftKey ? -1 : 0)?.focus();
      }
    };
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };

    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onWiden);
    return () => {
      regions.forEach((region) => (region.inert = false));
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onWiden);
    };
  }, [open, menuRef, toggleRef]);

  return { open, toggle, close };
}
