import type { Locale } from "@/config/locale";
import { footerNav } from "@/config/footer-nav";
import { siteConfig } from "@/config/site";
import { company } from "@/data/company";
import type { PagePaths } from "@/i18n/counterparts";
import { labelled } from "@/i18n/nav";
import { translator } from "@/i18n/translator";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { Container } from "@/components/ui/container";
import { LanguageSwitch } from "./language-switch";
import { NavLink } from "./nav-link";

/** Rendered at build time, so the year is the year of the build. */
const COPYRIGHT_YEAR = new Date().getFullYear();

type SiteFooterProps = { locale: Locale; translatedContent: readonly PagePaths[] };

export function SiteFooter({ locale, translatedContent }: SiteFooterProps) {
  const t = translator(locale, "footer");
  const nav = translator(locale, "nav");
  return (
    <footer data-page-region className="border-t border-line bg-paper">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))] lg:gap-8">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold">{siteConfig.name}</p>
          <p className="mt-2 max-w-xs text-sm text-muted">
            {translator(locale, "site")("description")}
          </p>
          <p className="mt-4 text-sm">
            <a
              href={`mailto:${company.emails.hello}`}
              className="font-semibold text-ink hover:text-accent"
            >
              {company.emails.hello}
            </a>
          </p>
        </div>
        {footerNav(locale).map((group) => (
          <nav key={group.title} aria-label={t("navLabel", { group: t(group.title) })}>
            <h2 className="text-sm font-bold">{t(group.title)}</h2>
            <ul className="mt-4 grid gap-3 text-sm">
              {(group.items.labels === "nav"
                ? labelled(group.items.links, nav)
                : labelled(group.items.links, t)
              ).map((item) => (
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
          <p>{t("copyright", { year: COPYRIGHT_YEAR, company: company.legalName })}</p>
          <CookieSettingsButton className="cursor-pointer underline-offset-4 hover:text-ink hover:underline">
            {t("cookieSettings")}
          </CookieSettingsButton>
          <LanguageSwitch
            locale={locale}
            label={translator(locale, "languageSwitch")("label")}
            contentPages={translatedContent}
            className="sm:ml-auto"
          />
        </div>
      </Container>
    </footer>
  );
}
