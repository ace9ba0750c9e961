import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { CheckIcon } from "@/components/ui/check-icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { siteCopy } from "@/lib/content";

/** Who can join as a creator: the sign-up checks, and the one thing that is not checked. */
export function Eligibility({ locale }: { locale: Locale }) {
  const t = translator(locale, "sections");
  const { creatorRequirements, noFollowerMinimum } = siteCopy(locale);
  return (
    <Section id="who-can-join" labelledBy="who-can-join-title">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="who-can-join-title"
            eyebrow={t("eligibilityEyebrow")}
            title={t("eligibilityTitle")}
          >
            <p>{t("eligibilityLead")}</p>
          </SectionHeading>
          <p className="mt-8 rounded-card bg-mint-soft p-6 font-semibold text-ink">
            {noFollowerMinimum}
          </p>
        </div>
        <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
          {creatorRequirements.map((requirement) => (
            <li key={requirement.title} className="flex gap-4">
              <CheckIcon className="mt-0.5 text-mint" />
              <div>
                <h3 className="font-bold">{requirement.title}</h3>
                <p className="mt-1 text-muted">{requirement.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
