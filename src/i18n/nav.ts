import type { NavEntry, NavItem } from "@/config/site";

/** Links of the config, labelled in the page's language by their message ids. */
export function labelled<Id extends string>(
  entries: readonly NavEntry<Id>[],
  label: (id: Id) => string,
): NavItem[] {
  return entries.map(({ id, ...link }) => ({ ...link, label: label(id) }));
}
