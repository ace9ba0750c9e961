import { LEGAL_EYEBROW } from "@/data/page-intros";
import type { LegalDocument } from "./legal-document";
import { formatDate } from "@/lib/format-date";
import { Container } from "@/components/ui/container";

/** A policy page: the short version first, a contents list, then each section. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container className="pt-12 pb-section lg:pt-20">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{LEGAL_EYEBROW}</p>
        <h1 className="mt-3 text-title font-bold">{document.title}</h1>
        <p className="mt-4 text-muted">
          Last updated <time dateTime={document.updated}>{formatDate(document.updated)}</time>
        </p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-bold">On this page</h2>
          <ol className="mt-4 grid gap-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted hover:text-ink">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-[68ch]">
          <section aria-labelledby="short-version" className="rounded-card bg-paper p-card">
            <h2 id="short-version" className="font-bold">
              The short version
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-soft">
              {document.summary.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2 id={section.id} className="text-subheading font-bold">
                {section.heading}
              </h2>
              <div className="prose mt-4">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </Container>
  );
}
