import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Step } from "@/lib/content";

type HowItWorksProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  steps: readonly Step[];
};

/** Numbered steps, read in order: an ordered list, so the numbers are real to assistive tech. */
export function HowItWorks({ id, eyebrow, title, lead, steps }: HowItWorksProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
        {lead ? <p>{lead}</p> : null}
      </SectionHeading>
      <ol className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:mt-16 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {steps.map((step, index) => (
          <li key={step.title} className="border-t-2 border-ink pt-6">
            <span
              aria-hidden="true"
              className="font-mono text-sm font-semibold text-accent tabular-nums"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-subheading font-bold">{step.title}</h3>
            <p className="mt-3 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
