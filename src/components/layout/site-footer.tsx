import { footerNav } from "@/config/footer-nav";
import { siteConfig } from "@/config/site";
import { company } from "@/data/company";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { Container } from "@/components/ui/container";
import { NavLink } from "./nav-link";

/** Rendered at build time, so the year is the year of the build. */
const COPYRIGHT_YEAR = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer data-page-region className="border-t border-line bg-paper">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))] lg:gap-8">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold">{siteConfig.name}</p>
          <p className="mt-2 max-w-xs text-sm text-muted">{siteConfig.description}</p>
          <p className="mt-4 text-sm">
            <a
              href={`mailto:${company.emails.hello}`}
              className="font-semibold text-ink hover:text-accent"
            >
              {company.emails.hello}
            </a>
          </p>
        </div>
        {footerNav.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <h2 className="text-sm font-bold">{group.title}</h2>
            <ul className="mt-4 grid gap-3 text-sm">
              {group.items.map((item) => (
                <li key={item.label}>
                  <NavLink item={item} placement="footer" className="text-muted hover:text-ink" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-line py-6 text-sm text-muted">
          <p>
            © {COPYRIGHT_YEAR} {company.legalName} All rights reserved.
          </p>
          <CookieSettingsButton className="cursor-pointer underline-offset-4 hover:text-ink hover:underline" />
        </div>
      </Container>
    </footer>
  );
}
