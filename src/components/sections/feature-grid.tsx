import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

type FeatureGridProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  items: readonly { title: string; text: string }[];
};

/** Three to six points side by side, in no order: a plain list, unlike the numbered steps. */
export function FeatureGrid({ id, eyebrow, title, lead, items }: FeatureGridProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone="paper">
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
        {lead ? <p>{lead}</p> : null}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="rounded-card bg-white p-card ring-1 ring-line">
            <h3 className="text-subheading font-bold">{item.title}</h3>
            <p className="mt-3 text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
