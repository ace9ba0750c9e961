/** Spec §9: the hide/show threshold depends on the viewport width. */
export const DESKTOP_MIN_WIDTH = 1024;
export const DESKTOP_SCROLL_THRESHOLD = 70;
export const MOBILE_SCROLL_THRESHOLD = 100;

export function scrollThreshold(viewportWidth: number): number {
  return viewportWidth >= DESKTOP_MIN_WIDTH ? DESKTOP_SCROLL_THRESHOLD : MOBILE_SCROLL_THRESHOLD;
}

export type ScrollInput = {
  previousY: number;
  y: number;
  viewportWidth: number;
  /** Whether the header is shown before this scroll. */
  visible: boolean;
  /** A header that holds keyboard focus must stay on screen. */
  focusInside: boolean;
};

export type ScrollOutcome = {
  visible: boolean;
  active: boolean;
  closeMenu: boolean;
};

/**
 * The header's reaction to one scroll step (spec §2, §4).
 * Down past the threshold hides it and closes the mobile menu; any move up shows it;
 * it looks "active" whenever the page is away from the very top.
 */
export function applyScroll({
  previousY,
  y,
  viewportWidth,
  visible,
  focusInside,
}: ScrollInput): ScrollOutcome {
  const active = y > 0;
  if (y > previousY && y > scrollThreshold(viewportWidth)) {
    return { visible: focusInside, active, closeMenu: true };
  }
  if (y < previousY) {
    return { visible: true, active, closeMenu: false };
  }
  return { visible, active, closeMenu: false };
}
