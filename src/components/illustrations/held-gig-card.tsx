import { localeFacts, type Locale } from "@/config/locale";
import { formatMoney } from "@/domain/pricing/format";
import { CURRENCY } from "@/data/pricing";
import { translator } from "@/i18n/translator";
import { CheckIcon } from "@/components/ui/check-icon";
import { cn } from "@/lib/cn";
import { IllustrationCard } from "./illustration-card";

/** The pictured gig's fee, in cents. */
const GIG_FEE_CENTS = 180_000;

/** The home page's hero picture: a gig as a brand sees it, its budget held until approval. */
export function HeldGigCard({ locale }: { locale: Locale }) {
  const t = translator(locale, "illustrations");
  const fee = formatMoney(GIG_FEE_CENTS, CURRENCY, localeFacts[locale].tag);
  const stages = [
    { label: t("heldGigAccepted"), done: true },
    { label: t("heldGigFunded", { fee }), done: true },
    { label: t("heldGigDelivered"), done: true },
    { label: t("heldGigApproval"), done: false },
  ];
  return (
    <IllustrationCard
      label={t("heldGigLabel", { fee })}
      halo="accent"
      footer={t("heldGigFooter", { fee })}
      action={t("heldGigAction")}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold text-accent">{t("heldGigCampaign")}</span>
        <span className="shrink-0 rounded-full bg-mint-soft px-3 py-1 font-semibold whitespace-nowrap text-mint">
          {t("heldGigBadge")}
        </span>
      </div>
      <p className="mt-4 text-subheading font-bold">{t("heldGigTitle")}</p>
      <div className="mt-5 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-ink text-sm font-bold text-white">
          DO
        </span>
        <span className="text-sm">
          <span className="block font-semibold">Dani Okafor</span>
          <span className="text-muted">{t("heldGigCreatorNiche")}</span>
        </span>
      </div>
      <ol className="mt-6 space-y-3 border-t border-line pt-5 text-sm">
        {stages.map((stage) => (
          <li key={stage.label} className="flex items-center gap-3">
            <span
              className={cn(
                "flex size-6 items-center justify-center rounded-full",
                stage.done ? "bg-mint text-white" : "ring-2 ring-accent ring-inset",
              )}
            >
              {stage.done ? <CheckIcon className="size-4" /> : null}
            </span>
            <span className={stage.done ? "text-muted" : "font-semibold"}>{stage.label}</span>
          </li>
        ))}
      </ol>
    </IllustrationCard>
  );
}
