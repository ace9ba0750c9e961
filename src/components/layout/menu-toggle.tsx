import { MOBILE_MENU_ID } from "@/lib/header/mobile-menu-id";

/**
 * Opens and closes the mobile menu through the popover API, so it works from the first paint
 * and without JavaScript. The browser exposes the menu's state as the button's "expanded"
 * state (HTML-AAM), and the icon follows it through CSS: nothing here waits for a script.
 */
export function MenuToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      popoverTarget={MOBILE_MENU_ID}
      aria-controls={MOBILE_MENU_ID}
      aria-label={label}
      className="-mr-2 inline-flex size-11 items-center justify-center rounded-md text-ink lg:hidden"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 7h16M4 12h16M4 17h16" className="menu-open:hidden" />
        <path d="M6 6l12 12M18 6L6 18" className="hidden menu-open:inline" />
      </svg>
    </button>
  );
}
