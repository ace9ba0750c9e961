import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { Container } from "@/components/ui/container";
import { TextLink } from "@/components/ui/text-link";

/**
 * The way to the rate guide from the pages where its question comes up: on the pricing page a
 * brand's ("what do creators charge?"), on the creators page a creator's ("what do I charge?",
 * which opens the calculator in the creator's view).
 */
export function RateGuideNote({ locale, from }: { locale: Locale; from: "pricing" | "creators" }) {
  const t = translator(locale, "rates");
  const rates = routesFor(locale).rates;
  const [text, link, href] =
    from === "pricing"
      ? [t("fromPricing"), t("fromPricingLink"), rates]
      : [t("fromCreators"), t("fromCreatorsLink"), `${rates}?view=creator#calculator`];
  return (
    <Container>
      <p className="max-w-3xl py-8 text-lg text-muted">
        {text} <TextLink href={href}>{link}</TextLink>
      </p>
    </Container>
  );
}
