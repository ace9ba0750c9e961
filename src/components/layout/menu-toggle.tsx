import type { Ref } from "react";
import { MOBILE_MENU_ID } from "./mobile-menu";

type MenuToggleProps = {
  open: boolean;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
};

export function MenuToggle({ open, onToggle, ref }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={open ? "Close menu" : "Open menu"}
      onClick={onToggle}
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
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
