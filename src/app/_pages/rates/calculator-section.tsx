import { localeFacts, type Locale } from "@/config/locale";
import { siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";
import {
  ANNUAL_DISCOUNT_PERCENT,
  CREATOR_FEE_PERCENT,
  plans,
  priceList,
  rateCard,
} from "@/lib/content";
import type { CalculatorData } from "@/lib/rates/calculator-data";
import { openingInputs, type Inputs } from "@/lib/rates/inputs";
import { slot } from "@/lib/rates/slots";
import { countMessages } from "@/lib/search/count-message";
import { COUNT_SLOT } from "@/lib/search/count-sentence.mjs";
import type { CalculatorLabels } from "@/components/rates/calculator-labels";
import { estimateView } from "@/components/rates/estimate-view";
import { RateCalculator } from "@/components/rates/rate-calculator";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

/** The numbers and names the calculator reads: nothing of the card's prose travels. */
function calculatorData(locale: Locale): CalculatorData {
  const card = rateCard(locale);
  return {
    table: {
      platforms: card.platforms.map(({ id, name, deliverables }) => ({
        id,
        name,
        deliverables: deliverables.map(({ id, name, rates }) => ({ id, name, rates })),
      })),
      tiers: card.tiers,
      usageRights: card.usageRights,
      addOns: card.addOns.map(({ id, name, description, kind, value }) => ({
        id,
        name,
        description,
        kind,
        value,
      })),
    },
    pricing: { plans, annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT },
    planNames: Object.fromEntries(
      priceList(locale).plans.map((plan) => [plan.id, plan.name]),
    ) as CalculatorData["planNames"],
    creatorFeePercent: CREATOR_FEE_PERCENT,
  };
}

function calculatorLabels(locale: Locale): CalculatorLabels {
  const t = translator(locale, "rates.calculator");
  const pricing = translator(locale, "pricing");
  const rates = translator(locale, "rates");
  const { tag } = localeFacts[locale];
  const counted = (key: "ratesLine" | "perCreator" | "forGig") =>
    countMessages((count) => t(key, { count, shown: COUNT_SLOT }), tag);
  const plan = (key: "plan" | "planAnnual") =>
    countMessages(
      (count) =>
        t(key, {
          count,
          shown: COUNT_SLOT,
          plan: slot("plan"),
          price: slot("price"),
          perYear: slot("perYear"),
        }),
      tag,
    );
  const range = { low: slot("low"), typical: slot("typical"), high: slot("high") };
  return {
    ...Object.fromEntries(
      (
        [
          "view",
          "brand",
          "creator",
          "gig",
          "platform",
          "deliverable",
          "tier",
          "creators",
          "videos",
          "pieces",
          "usage",
          "usageNone",
          "addOns",
          "hooks",
          "billing",
          "showEstimate",
          "noScript",
          "example",
          "item",
          "brandCaption",
          "creatorCaption",
          "pieceRate",
          "notChosen",
          "perPiece",
          "brandTotal",
          "enterprise",
          "pricePerPiece",
          "takeHome",
          "postGig",
          "postGigNote",
        ] as const
      ).map((key) => [key, t(key)]),
    ),
    followers: rates("followers", { min: slot("min"), max: slot("max") }),
    usageDays: t("usageDays", { days: slot("days") }),
    usageLine: t("usageLine", { days: slot("days") }),
    monthly: pricing("monthly"),
    annual: pricing("annual"),
    low: rates("low"),
    typical: rates("typical"),
    high: rates("high"),
    ratesLine: counted("ratesLine"),
    perCreator: counted("perCreator"),
    forGig: counted("forGig"),
    plan: plan("plan"),
    planAnnual: plan("planAnnual"),
    fee: t("fee", { percent: CREATOR_FEE_PERCENT }),
    summaryBrand: t("summaryBrand", range),
    summaryCreator: t("summaryCreator", range),
    joinAsCreator: translator(locale, "header")("joinAsCreator"),
  } as CalculatorLabels;
}

/**
 * The rate guide's calculator, with its heading: an estimate in the page's language. A landing
 * page gives it its own `title` and the choices it opens with (`preset`).
 */
export function CalculatorSection({
  locale,
  title,
  preset,
}: {
  locale: Locale;
  title?: string;
  preset?: Partial<Inputs>;
}) {
  const t = translator(locale, "rates.calculator");
  const data = calculatorData(locale);
  const shown = {
    data,
    labels: calculatorLabels(locale),
    tag: localeFacts[locale].tag,
    signUpUrl: siteConfig.links.signUp,
  };
  const opening = estimateView({ ...shown, inputs: openingInputs(preset, data.table) });
  return (
    <Section id="calculator" labelledBy="calculator-title">
      <SectionHeading id="calculator-title" eyebrow={t("eyebrow")} title={title ?? t("title")}>
        <p>{t("lead")}</p>
      </SectionHeading>
      <div className="mt-10">
        <RateCalculator {...shown} preset={preset} opening={opening} />
      </div>
    </Section>
  );
}
