import { notFound } from "next/navigation";
import { INDUSTRIES, type IndustryId } from "@/data/taxonomies";
import { CaseStudyBrowser } from "@/components/content/case-study-browser";
import { PageIntro } from "@/components/ui/page-intro";
import { getCaseStudiesByIndustry, industryFilterPath, industryParams } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ industry: string }> };

export const dynamicParams = false;
export const generateStaticParams = industryParams;

const labelOf = (id: string): string | undefined => INDUSTRIES[id as IndustryId];

export async function generateMetadata({ params }: Props) {
  const { industry } = await params;
  const label = labelOf(industry);
  if (!label) return {};
  return pageMetadata({
    title: `${label} case studies`,
    description: `How ${label.toLowerCase()} brands hire creators on Gigloom: briefs, budgets and measured results from real campaigns.`,
    path: industryFilterPath(industry),
  });
}

export default async function IndustryCaseStudiesPage({ params }: Props) {
  const { industry } = await params;
  const label = labelOf(industry);
  if (!label) notFound();
  return (
    <>
      <PageIntro eyebrow="Case studies by industry" title={`${label} case studies`}>
        <p>
          Creator campaigns from {label.toLowerCase()} brands, with the budget, the creators and how
          every result was measured.
        </p>
      </PageIntro>
      <CaseStudyBrowser
        studies={getCaseStudiesByIndustry(industry)}
        active={{ kind: "industry", id: industry }}
        filterLabel={label}
      />
    </>
  );
}
