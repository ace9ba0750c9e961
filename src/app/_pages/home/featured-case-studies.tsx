import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { getFeaturedCaseStudies } from "@/lib/content";
import { CaseStudyCard } from "@/components/content/case-study-card";
import { TextLink } from "@/components/ui/text-link";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

const FEATURED_COUNT = 3;

/** The home page's pick of case studies, each led by its first measured result. */
export function FeaturedCaseStudies({ locale }: { locale: Locale }) {
  const t = translator(locale, "sections");
  const studies = getFeaturedCaseStudies(FEATURED_COUNT, locale);
  return (
    <Section labelledBy="case-studies-title">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id="case-studies-title"
          eyebrow={t("featuredEyebrow")}
          title={t("featuredTitle")}
        >
          <p>{t("featuredLead")}</p>
        </SectionHeading>
        <TextLink href={routesFor(locale).caseStudies}>{t("featuredAll")}</TextLink>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:mt-16">
        {studies.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} headingLevel={3} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
