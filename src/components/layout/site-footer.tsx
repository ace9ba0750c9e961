import Link from "next/link";
import { mainNav, routes, siteConfig } from "@/config/site";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { NavLink } from "./nav-link";

export function SiteFooter() {
  return (
    <footer data-page-region className="border-t border-line bg-paper">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-12 sm:grid-cols-3 lg:px-8">
        <div>
          <p className="font-semibold">{siteConfig.name}</p>
          <p className="mt-2 max-w-xs text-sm text-muted">{siteConfig.tagline}.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid gap-2 text-sm">
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavLink item={item} className="text-muted hover:text-ink" />
              </li>
            ))}
          </ul>
        </nav>
        <ul className="grid content-start gap-2 text-sm" aria-label="For each audience">
          <li>
            <Link href={routes.home} className="text-muted hover:text-ink">
              For brands
            </Link>
          </li>
          <li>
            <Link href={routes.creators} className="text-muted hover:text-ink">
              For creators
            </Link>
          </li>
        </ul>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-5 pb-8 text-sm text-muted lg:px-8">
        <p>
          © {new Date().getFullYear()} {siteConfig.name}. All rights reserved.
        </p>
        <CookieSettingsButton className="cursor-pointer underline-offset-4 hover:text-ink hover:underline" />
      </div>
    </footer>
  );
}
