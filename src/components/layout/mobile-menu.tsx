import type { Locale } from "@/config/locale";
import { mainNav, routesFor } from "@/config/site";
import { labelled } from "@/i18n/nav";
import { translator } from "@/i18n/translator";
import { creatorPagePaths } from "@/lib/content";
import { MenuActions } from "./menu-actions";
import { MOBILE_MENU_ID } from "@/lib/header/mobile-menu-id";
import { NavLink } from "./nav-link";
import { SearchLink } from "./search-link";

/**
 * The full-screen menu below the header bar: a popover, so the toggle opens it, Escape and a
 * tap outside close it, and focus returns to the toggle, all without a script. Scripts add
 * what the platform cannot (hooks/use-mobile-menu.ts). Entry and exit are CSS transitions:
 * `display` and `overlay` are transitioned discretely, so it stays on screen while it fades out.
 * Page scroll is not locked: scrolling down closes it (spec §2).
 */
export function MobileMenu({ locale }: { locale: Locale }) {
  const nav = translator(locale, "nav");
  const t = translator(locale, "header");
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      className={
        "fixed inset-x-0 top-(--header-height) bottom-0 m-0 h-auto max-h-none w-auto max-w-none flex-col overflow-y-auto border-0 bg-white px-5 pt-4 pb-8 text-ink open:flex lg:hidden " +
        "-translate-y-3 opacity-0 transition-[opacity,translate,display,overlay] transition-discrete duration-(--motion-menu) ease-in " +
        "open:translate-y-0 open:opacity-100 open:ease-out starting:open:-translate-y-3 starting:open:opacity-0 " +
        "motion-reduce:transition-none"
      }
    >
      <nav aria-label={nav("mobileLabel")}>
        <ul className="divide-y divide-line">
          {labelled(mainNav(locale), nav).map((item) => (
            <li key={item.label}>
              <NavLink
                item={item}
                placement="mobile-menu"
                className="block py-4 text-2xl font-semibold tracking-tight text-ink"
              />
            </li>
          ))}
        </ul>
      </nav>
      {/* After the spec's five links, before its two buttons. */}
      <p className="border-t border-line">
        <SearchLink href={routesFor(locale).search} label={t("search")} variant="menu" />
      </p>
      <MenuActions
        caseStudies={routesFor(locale).caseStudies}
        creatorPaths={creatorPagePaths()}
        labels={{
          exploreGigs: t("exploreGigs"),
          joinAsCreator: t("joinAsCreator"),
          caseStudies: t("caseStudies"),
          joinAsBrand: t("joinAsBrand"),
        }}
      />
    </div>
  );
}
