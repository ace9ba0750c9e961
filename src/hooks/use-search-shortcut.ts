"use client";

import { useEffect } from "react";
import { SEARCH_BOX_ID } from "@/lib/search/search-box-id.mjs";
import { opensSearch, takesText } from "@/lib/search/shortcut";

const samePath = (a: string, b: string) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

/**
 * Ctrl+K, Cmd+K, and "/" outside a text field open the search page of the page's language: a
 * full page load, as the header's link does, so it opens under the search page's own CSP. On
 * the search page itself they focus its box. One listener, nothing loaded until it fires.
 */
export function useSearchShortcut(searchPath: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const focused = document.activeElement;
      const typing =
        focused instanceof HTMLElement &&
        takesText({
          tagName: focused.tagName,
          type: focused.getAttribute("type") ?? undefined,
          isContentEditable: focused.isContentEditable,
        });
      const { key, ctrlKey, metaKey, altKey } = event;
      if (!opensSearch({ key, ctrlKey, metaKey, altKey, typing })) return;
      event.preventDefault();
      const box = document.getElementById(SEARCH_BOX_ID);
      if (box && samePath(location.pathname, searchPath)) box.focus();
      else location.assign(searchPath);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [searchPath]);
}
