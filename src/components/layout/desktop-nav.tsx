import type { Locale } from "@/config/locale";
import { mainNav, routesFor, siteConfig } from "@/config/site";
import { labelled } from "@/i18n/nav";
import { translator } from "@/i18n/translator";
import { ctaLabel } from "@/lib/header/labels";
import { ctaAttributes } from "@/lib/interactions/attributes";
import { Button } from "@/components/ui/button";
import { AuthLabel } from "./auth-label";
import { NavLink } from "./nav-link";
import { SearchLink } from "./search-link";

const linkClasses =
  "rounded-md px-3 py-2 text-[15px] font-medium text-ink-soft transition-colors hover:text-ink motion-reduce:transition-none";

/** The desktop header's navigation and actions, shown from the lg breakpoint up. */
export function DesktopNav({ locale }: { locale: Locale }) {
  const nav = translator(locale, "nav");
  const t = translator(locale, "header");
  return (
    <>
      <nav aria-label={nav("mainLabel")} className="ml-6 hidden lg:block">
        <ul className="flex items-center gap-1">
          {labelled(mainNav(locale), nav).map((item) => (
            <li key={item.label}>
              <NavLink item={item} className={linkClasses} placement="header" />
            </li>
          ))}
        </ul>
      </nav>
      <div className="ml-auto hidden items-center gap-2 lg:flex">
        {/* Before the spec's actions, which keep their order and look; it is there from the
            first paint, at a fixed size, so nothing moves. */}
        <SearchLink href={routesFor(locale).search} label={t("search")} variant="header" />
        {/* Hidden, not removed, when signed in: its space stays, so nothing shifts. */}
        <a
          href={siteConfig.links.signUp}
          {...ctaAttributes("header-sign-in")}
          className={`${linkClasses} signed-in:invisible`}
        >
          {t("signIn")}
        </a>
        <Button href={siteConfig.links.signUp} size="sm" placement="header">
          <AuthLabel signedOut={t(ctaLabel(false))} signedIn={t(ctaLabel(true))} />
        </Button>
      </div>
    </>
  );
}
