"use client";

import { useEffect, useEffectEvent, useState, type RefObject } from "react";
import { applyScroll } from "@/lib/header/scroll-rule";

/**
 * Follows window scroll and applies the header's scroll rule once per animation frame.
 * Focus entering the header shows it: a keyboard user never tabs into a hidden header.
 */
export function useHeaderScroll(
  headerRef: RefObject<HTMLElement | null>,
  onScrollDownPastThreshold: () => void,
) {
  const [visible, setVisible] = useState(true);
  const [active, setActive] = useState(false);

  const step = useEffectEvent((previousY: number, y: number) => {
    const outcome = applyScroll({
      previousY,
      y,
      viewportWidth: window.innerWidth,
      visible,
      focusInside: headerRef.current?.contains(document.activeElement) ?? false,
    });
    setVisible(outcome.visible);
    setActive(outcome.active);
    if (outcome.closeMenu) onScrollDownPastThreshold();
  });

  useEffect(() => {
    const header = headerRef.current;
    let previousY = window.scrollY;
    let frame = 0;
    // A page can load already scrolled (restored position, #anchor).
    step(previousY, previousY);

    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        step(previousY, y);
        previousY = y;
      });
    };
    const onFocusIn = () => setVisible(true);

    window.addEventListener("scroll", onScroll, { passive: true });
    header?.addEventListener("focusin", onFocusIn);
    return () => {
      window.removeEventListener("scroll", onScroll);
      header?.removeEventListener("focusin", onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, [headerRef]);

  return { visible, active };
}
