import Link from "@/components/ui/site-link";
import { type CaseStudy, caseStudyPath, formatMetric, METRICS } from "@/lib/content";

/** A study in a list: brand, headline, its first result and where it ran. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const [headline] = study.results;
  return (
    <article className="flex w-full flex-col rounded-2xl bg-white p-6 ring-1 ring-line transition-shadow ring-inset hover:shadow-md motion-reduce:transition-none">
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">
        {study.industry.label}
      </p>
      <p className="mt-3 font-semibold text-ink">{study.brand}</p>
      <h2 className="mt-1 text-xl leading-snug font-bold tracking-tight text-balance">
        <Link
          href={caseStudyPath(study.slug)}
          className="hover:text-accent focus-visible:text-accent"
        >
          {study.title}
        </Link>
      </h2>
      <p className="mt-3 grow text-muted">{study.description}</p>
      {headline ? (
        <p className="mt-5 flex items-baseline gap-2">
          <span className="text-2xl font-bold tracking-tight text-ink">
            {formatMetric(headline.metric, headline.value)}
          </span>
          <span className="text-sm text-muted">{METRICS[headline.metric].label.toLowerCase()}</span>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted">
        {study.platforms.map((platform) => platform.label).join(" · ")} · {study.creators} creators
      </p>
    </article>
  );
}
