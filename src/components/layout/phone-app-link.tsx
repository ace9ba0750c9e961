import type { Locale } from "@/config/locale";
import { siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";
import { phoneAppLinkLabel } from "@/lib/header/labels";
import { ctaAttributes } from "@/lib/interactions/attributes";
import { Button } from "@/components/ui/button";

/**
 * The phone header's way to the app: the spec's "Sign In" button for a visitor signed out, and
 * for one signed in, a dark round link named "Dashboard" with a person in it, in the same place.
 * Both share one grid cell, as the desktop labels do (auth-label.tsx): CSS shows the one that
 * matches <html data-auth> from the first paint, the cell keeps the wider one's width, so a
 * correction moves nothing, and the hidden one is `visibility: hidden`, out of reach of the
 * keyboard and of screen readers.
 */
export function PhoneAppLink({ locale }: { locale: Locale }) {
  const t = translator(locale, "header");
  const href = siteConfig.links.signUp;
  return (
    <span className="grid justify-items-end">
      <Button
        href={href}
        variant="secondary"
        size="sm"
        placement="header-sign-in"
        className="[grid-area:1/1] signed-in:invisible"
      >
        {t(phoneAppLinkLabel(false))}
      </Button>
      <a
        href={href}
        {...ctaAttributes("header-sign-in")}
        aria-label={t(phoneAppLinkLabel(true))}
        title={t(phoneAppLinkLabel(true))}
        className="invisible inline-flex size-[42px] items-center justify-center rounded-full bg-ink text-white transition-colors [grid-area:1/1] hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none signed-in:visible"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5a.5.5 0 0 1-.5.5h-15a.5.5 0 0 1-.5-.5z" />
        </svg>
      </a>
    </span>
  );
}
