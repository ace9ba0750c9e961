import { routes } from "@/config/site";
import { CaseStudyBrowser } from "@/components/content/case-study-browser";
import { PageIntro } from "@/components/ui/page-intro";
import { getAllCaseStudies } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Case Studies",
  description:
    "How brands run creator campaigns on Gigloom: the brief, the creators, the budget and the measured results.",
  path: routes.caseStudies,
});

export default function CaseStudiesPage() {
  return (
    <>
      <PageIntro eyebrow="Case studies" title="Creator campaigns, with the numbers behind them">
        <p>
          Each study follows one brand from brief to results: which creators they hired, what they
          spent, and what came back in views, engagement and sales.
        </p>
        <p>We say how every result was measured, so you can compare like with like.</p>
      </PageIntro>
      <CaseStudyBrowser studies={getAllCaseStudies()} active={null} />
    </>
  );
}
