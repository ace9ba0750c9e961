"use client";

import { usePathname } from "next/navigation";
import { LOCALES, localeFacts, type Locale } from "@/config/locale";
import { switchTarget, type PagePaths } from "@/i18n/counterparts";

type LanguageSwitchProps = {
  locale: Locale;
  /** The landmark's name in the page's language. */
  label: string;
  /** The translated posts and case studies, whose counterparts are not in the config. */
  contentPages: readonly PagePaths[];
  className?: string;
};

/**
 * A plain link to this page in each other language, or to that language's home where the page
 * has no translation. The footer is part of the layout, which does not know the page it wraps:
 * the pathname does, and it is known when each page's HTML is exported, so the link is in the
 * static HTML and works without JavaScript. Each language is named in itself, and marked so.
 */
export function LanguageSwitch({ locale, label, contentPages, className }: LanguageSwitchProps) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-4">
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <li key={other}>
            <a
              href={switchTarget(pathname, other, contentPages)}
              lang={localeFacts[other].lang}
              hrefLang={localeFacts[other].lang}
              className="font-semibold text-ink underline-offset-4 hover:underline"
            >
              {localeFacts[other].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
