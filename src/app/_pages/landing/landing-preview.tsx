import type { Locale } from "@/config/locale";
import { landingDraft } from "@/lib/content/landing-preview";
import { sectionAttributes } from "@/lib/interactions/attributes";
import { Container } from "@/components/ui/container";
import { LandingSectionView } from "./landing-section";

/**
 * The editor's preview of a landing page being written (src/app/cms/_preview): each section that
 * passes its schema drawn by the site's own part, as LandingPageBody draws it, and in place of
 * each one that does not yet, what it lacks.
 */
export function LandingPreview({ locale, data }: { locale: Locale; data: unknown }) {
  const { audience, sections, problem } = landingDraft(data);
  const page = { locale, audience };
  return (
    <main lang={locale}>
      {problem ? (
        <Container className="pt-6">
          <p role="status" className="rounded-xl border border-danger/30 bg-danger-soft p-4">
            <strong>Not ready to publish.</strong> {problem}
          </p>
        </Container>
      ) : null}
      {sections.map((preview, index) =>
        preview.ready ? (
          // A preview is looked at, never used: its contact form cannot send.
          <div
            key={index}
            inert={preview.section.type === "contact"}
            {...sectionAttributes(preview.section.type)}
          >
            <LandingSectionView page={page} section={preview.section} />
          </div>
        ) : (
          <Container key={index} className="py-6">
            <p className="rounded-xl border-2 border-dashed border-line p-6 text-muted">
              {preview.problem}
            </p>
          </Container>
        ),
      )}
    </main>
  );
}
