import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { DesktopNav } from "./desktop-nav";
import { HeaderFrame } from "./header-frame";
import { Logo } from "./logo";
import { MenuToggle } from "./menu-toggle";
import { MobileMenu } from "./mobile-menu";
import { PhoneAppLink } from "./phone-app-link";

/**
 * The header of every page (spec §2, §4), rendered on the server: every control in it works
 * from the first paint. HeaderFrame adds what needs a script: it hides on scroll down, shows on
 * scroll up, looks "active" away from the top, and follows the sign-in state live.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  return (
    <HeaderFrame searchPath={routesFor(locale).search}>
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center px-4 sm:px-5 lg:h-(--header-height-lg) lg:px-8">
        <Logo home={routesFor(locale).home} />
        <DesktopNav locale={locale} />
        {/* The toggle's column is sized before the toggle is parsed (its 44 px less its -8 px
            margin), so a first paint made mid-header never moves the app link when it arrives. */}
        <div className="ml-auto grid grid-cols-[auto_2.25rem] items-center gap-1 sm:gap-2 lg:hidden">
          <PhoneAppLink locale={locale} />
          <MenuToggle label={translator(locale, "header")("menu")} />
        </div>
      </div>
      <MobileMenu locale={locale} />
    </HeaderFrame>
  );
}
