import { InitialsAvatar } from "@/components/ui/initials-avatar";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Testimonial } from "@/lib/content";

type TestimonialsProps = { title: string; eyebrow: string; items: readonly Testimonial[] };

/** Quotes as figures: the words in a blockquote, the person in its caption. */
export function Testimonials({ title, eyebrow, items }: TestimonialsProps) {
  return (
    <Section labelledBy="testimonials-title" tone="paper">
      <SectionHeading id="testimonials-title" eyebrow={eyebrow} title={title} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:mt-16 lg:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))]">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-card bg-white p-card ring-1 ring-line">
              <blockquote className="flex-1 text-lg text-ink-soft">
                <p>
                  <span aria-hidden="true">“</span>
                  {item.quote}
                  <span aria-hidden="true">”</span>
                </p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-3 border-t border-line pt-5 text-sm">
                <InitialsAvatar name={item.name} />
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="text-muted">
                    {item.role}, {item.affiliation}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
