import { notFound } from "next/navigation";
import { PLATFORMS, type PlatformId } from "@/data/taxonomies";
import { CaseStudyBrowser } from "@/components/content/case-study-browser";
import { PageIntro } from "@/components/ui/page-intro";
import { getCaseStudiesByPlatform, platformFilterPath, platformParams } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ platform: string }> };

export const dynamicParams = false;
export const generateStaticParams = platformParams;

const labelOf = (id: string): string | undefined => PLATFORMS[id as PlatformId];

export async function generateMetadata({ params }: Props) {
  const { platform } = await params;
  const label = labelOf(platform);
  if (!label) return {};
  return pageMetadata({
    title: `${label} creator campaigns`,
    description: `Case studies of brands running creator campaigns on ${label} with Gigloom: briefs, budgets and measured results.`,
    path: platformFilterPath(platform),
  });
}

export default async function PlatformCaseStudiesPage({ params }: Props) {
  const { platform } = await params;
  const label = labelOf(platform);
  if (!label) notFound();
  return (
    <>
      <PageIntro eyebrow="Case studies by platform" title={`${label} creator campaigns`}>
        <p>
          Campaigns that ran on {label}, with the budget, the creators and how every result was
          measured.
        </p>
      </PageIntro>
      <CaseStudyBrowser
        studies={getCaseStudiesByPlatform(platform)}
        active={{ kind: "platform", id: platform }}
        filterLabel={label}
      />
    </>
  );
}
