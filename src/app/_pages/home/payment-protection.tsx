import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { CheckIcon } from "@/components/ui/check-icon";
import { cn } from "@/lib/cn";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { siteCopy, type Stage } from "@/lib/content";

const actorColours: Record<Stage["actor"], string> = {
  Brand: "bg-ink text-white",
  Gigloom: "bg-accent text-white",
  Creator: "bg-mint text-white",
};

/** How a gig's money moves (a timeline) and what that guarantees the brand. */
export function PaymentProtection({ locale }: { locale: Locale }) {
  const t = translator(locale, "sections");
  const { moneyStages, brandGuarantees } = siteCopy(locale);
  const actorLabels: Record<Stage["actor"], string> = {
    Brand: t("actorBrand"),
    Gigloom: t("actorGigloom"),
    Creator: t("actorCreator"),
  };
  return (
    <Section id="payment-protection" labelledBy="payment-protection-title" tone="paper">
      <SectionHeading
        id="payment-protection-title"
        eyebrow={t("paymentProtectionEyebrow")}
        title={t("paymentProtectionTitle")}
      >
        <p>{t("paymentProtectionLead")}</p>
      </SectionHeading>
      <div className="mt-12 grid gap-12 lg:mt-16 lg:grid-cols-2 lg:gap-16">
        {/* The timeline's line is the list's ::before: an ol may hold only li elements. Its
            bottom is 3rem, not 1rem, because as a child it took the list's 2rem spacing as a
            bottom margin; so it still ends where it did, partway down the last stage. */}
        <ol
          aria-label={t("paymentProtectionTimeline")}
          className="relative space-y-8 before:absolute before:top-4 before:bottom-12 before:left-10 before:w-0.5 before:-translate-x-1/2 before:bg-line"
        >
          {moneyStages.map((stage) => (
            <li key={stage.title} className="relative flex gap-5">
              <span
                className={cn(
                  "relative flex h-9 w-20 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                  actorColours[stage.actor],
                )}
              >
                {actorLabels[stage.actor]}
              </span>
              <div className="pt-1.5">
                <h3 className="font-bold">{stage.title}</h3>
                <p className="mt-1 text-muted">{stage.body}</p>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <ul className="grid gap-6">
            {brandGuarantees.map((guarantee) => (
              <li
                key={guarantee.title}
                className="flex gap-4 rounded-card bg-white p-6 ring-1 ring-line"
              >
                <CheckIcon className="mt-0.5 text-mint" />
                <div>
                  <h3 className="font-bold">{guarantee.title}</h3>
                  <p className="mt-1 text-muted">{guarantee.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
