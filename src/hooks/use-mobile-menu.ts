"use client";

import { useCallback, useEffect, useRef, type RefObject } from "react";
import { usePathname } from "next/navigation";
import { MOBILE_MENU_ID } from "@/lib/header/mobile-menu-id";
import { DESKTOP_MIN_WIDTH } from "@/lib/header/scroll-rule";

/** Page regions outside the header, made inert while the menu is open. */
const PAGE_REGION_SELECTOR = "[data-page-region]";
const FOCUSABLE_SELECTOR = "a[href], button:not([disabled]), [tabindex]:not([tabindex='-1'])";

function menuParts(header: HTMLElement | null) {
  const menu = header?.querySelector<HTMLElement>(`#${MOBILE_MENU_ID}`);
  const toggle = header?.querySelector<HTMLButtonElement>(`[popovertarget="${MOBILE_MENU_ID}"]`);
  return menu && toggle ? { menu, toggle } : undefined;
}

/**
 * What the mobile menu needs beyond the popover API, which already opens and closes it, closes
 * it on Escape and returns focus to the toggle before any script has run. Once hydrated, while
 * it is open: focus moves in and stays between the toggle and the menu, the rest of the page is
 * inert, and it closes when a link in it is chosen, on route change and when the window widens
 * to the desktop layout. A menu opened before hydration gets all of this at hydration.
 * Returns a function that closes it, for the header's scroll rule.
 */
export function useMobileMenu(headerRef: RefObject<HTMLElement | null>) {
  const close = useCallback(() => menuParts(headerRef.current)?.menu.hidePopover(), [headerRef]);

  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    const parts = menuParts(headerRef.current);
    if (!parts) return;
    const { menu, toggle } = parts;
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    let focusWasInside = false;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const cycle = [toggle, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)];
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? index - 1 : index + 1;
      // Wrap at both ends, and pull focus back if it ever got outside the cycle.
      if (index === -1 || next < 0 || next >= cycle.length) {
        event.preventDefault();
        cycle.at(event.shiftKey ? -1 : 0)?.focus();
      }
    };
    const hideIfOpen = () => {
      if (menu.matches(":popover-open")) menu.hidePopover();
    };
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) hideIfOpen();
    };
    const setOpen = (open: boolean) => {
      for (const region of document.querySelectorAll<HTMLElement>(PAGE_REGION_SELECTOR)) {
        region.inert = open;
      }
      if (open) document.addEventListener("keydown", onKeyDown);
      else document.removeEventListener("keydown", onKeyDown);
    };
    /**
     * Whether an open menu may stay open. The window may have widened since the popover opened:
     * its toggle event comes a task later, and a menu opened before hydration may have been
     * widened before this hook ran. No change event comes for a width already reached, so the
     * width is checked here, and the menu closed at desktop width.
     */
    const keepsOpen = () => {
      if (!desktop.matches) return true;
      hideIfOpen();
      return false;
    };

    const onBeforeToggle = (event: ToggleEvent) => {
      if (event.newState === "closed") focusWasInside = menu.contains(document.activeElement);
    };
    const onToggle = (event: ToggleEvent) => {
      if (event.newState === "open") {
        if (!keepsOpen()) return;
        setOpen(true);
        if (!menu.contains(document.activeElement)) {
          menu.querySelector<HTMLElement>(FOCUSABLE_SELECTOR)?.focus();
        }
        return;
      }
      setOpen(false);
      // The platform returns focus to the element focused before opening; where that was not
      // the toggle (a tap in Safari focuses nothing), focus would fall back to <body>.
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (focusWasInside && focusLost) toggle.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) menu.hidePopover();
    };

    menu.addEventListener("beforetoggle", onBeforeToggle);
    menu.addEventListener("toggle", onToggle);
    menu.addEventListener("click", onClick);
    desktop.addEventListener("change", onWiden);
    if (menu.matches(":popover-open") && keepsOpen()) setOpen(true);
    return () => {
      setOpen(false);
      desktop.removeEventListener("change", onWiden);
      menu.removeEventListener("beforetoggle", onBeforeToggle);
      menu.removeEventListener("toggle", onToggle);
      menu.removeEventListener("click", onClick);
    };
  }, [headerRef]);

  return close;
}
