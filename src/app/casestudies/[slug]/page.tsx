import { notFound } from "next/navigation";
import { AudienceCta } from "@/components/content/audience-cta";
import { CaseStudyCard } from "@/components/content/case-study-card";
import { CaseStudyFacts } from "@/components/content/case-study-facts";
import { MdxContent } from "@/components/content/mdx-content";
import { ResultsChart } from "@/components/content/results-chart";
import { ResultsList } from "@/components/content/results-list";
import { JsonLd } from "@/components/seo/json-ld";
import {
  caseStudyParams,
  caseStudyPath,
  getAllCaseStudies,
  getCaseStudyBySlug,
} from "@/lib/content";
import { caseStudyJsonLd } from "@/lib/seo/case-study-article";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = caseStudyParams;

export async function generateMetadata({ params }: Props) {
  const study = getCaseStudyBySlug((await params).slug);
  if (!study) return {};
  return pageMetadata({
    title: `${study.brand}: ${study.title}`,
    description: study.description,
    path: caseStudyPath(study.slug),
    type: "article",
    article: {
      publishedTime: study.published,
      authors: [study.brand],
      tags: [study.industry.label, ...study.platforms.map((p) => p.label)],
    },
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const study = getCaseStudyBySlug((await params).slug);
  if (!study) notFound();
  const others = getAllCaseStudies()
    .filter((other) => other.slug !== study.slug)
    .slice(0, 3);

  return (
    <>
      <JsonLd data={caseStudyJsonLd(study)} />
      <article>
        <header className="mx-auto max-w-7xl px-5 pt-14 lg:px-8 lg:pt-20">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            Case study · {study.brand}
          </p>
          <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {study.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-muted sm:text-xl">{study.description}</p>
          <div className="mt-10">
            <CaseStudyFacts study={study} />
          </div>
        </header>

        <section aria-labelledby="results-heading" className="mx-auto mt-16 max-w-7xl px-5 lg:px-8">
          <h2 id="results-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Results
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            Each result against the baseline the brand chose, and how it was measured.
          </p>
          <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,400px)]">
            <ResultsList results={study.results} />
            <figure className="rounded-2xl p-4 ring-1 sm:p-6 ring-line ring-inset lg:sticky lg:top-28">
              <ResultsChart id={study.slug} brand={study.brand} results={study.results} />
              <figcaption className="mt-4 text-sm text-muted">
                Each pair of bars uses its own scale: the larger of the two fills the row.
              </figcaption>
            </figure>
          </div>
        </section>

        <div className="mx-auto max-w-7xl px-5 lg:px-8">
          <div className="prose mt-16">
            <MdxContent source={study.body} file={study.file} />
          </div>
          {study.quote ? (
            <figure className="mt-14 max-w-3xl rounded-2xl bg-accent-soft p-6 sm:p-8">
              <blockquote className="text-xl leading-relaxed font-medium text-ink text-balance">
                <p>“{study.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-ink-soft">
                <span className="font-semibold">{study.quote.name}</span>, {study.quote.role}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </article>

      <div className="mx-auto mt-16 max-w-7xl space-y-16 px-5 pb-24 lg:px-8">
        <AudienceCta audience="brands" />
        <section aria-labelledby="more-heading">
          <h2 id="more-heading" className="mb-6 text-2xl font-bold tracking-tight">
            More case studies
          </h2>
          <ul aria-label="More case studies" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug} className="flex">
                <CaseStudyCard study={other} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
