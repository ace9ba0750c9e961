import type { Locale } from "@/config/locale";
import { siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";

const STEPS = ["read", "reply", "campaign"] as const;

export function WhatHappensNext({ locale }: { locale: Locale }) {
  const t = translator(locale, "contact.nextSteps");
  const { name } = siteConfig;
  return (
    <aside aria-labelledby="next-steps-title" className="lg:pt-2">
      <h2 id="next-steps-title" className="text-xl font-bold">
        {t("title")}
      </h2>
      <ol className="mt-6 space-y-6">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold">{t(`${step}Title`)}</p>
              <p className="mt-1 text-sm text-muted">{t(`${step}Body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 rounded-xl bg-paper p-5">
        <h3 className="font-semibold">{t("alreadyCreating", { name })}</h3>
        <p className="mt-2 text-sm text-muted">
          {t.rich("docs", {
            name,
            link: (chunks) => (
              <a
                href={siteConfig.links.docs}
                className="font-semibold text-accent underline underline-offset-2 hover:text-ink"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </aside>
  );
}
