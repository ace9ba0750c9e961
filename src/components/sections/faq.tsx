import type { ReactNode } from "react";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { faqPageJsonLd, type FaqItem } from "@/lib/seo/json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

type FaqProps = {
  locale: Locale;
  title: string;
  items: readonly FaqItem[];
  lead?: ReactNode;
  tone?: "white" | "paper";
};

/**
 * Questions as native disclosures: they open with a click, a tap, Enter or Space, with no
 * JavaScript. The same items are published as FAQPage data, so the two never disagree.
 */
export function Faq({ locale, title, items, lead, tone = "white" }: FaqProps) {
  return (
    <Section id="faq" labelledBy="faq-title" tone={tone}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <SectionHeading
          id="faq-title"
          eyebrow={translator(locale, "sections")("faqEyebrow")}
          title={title}
        >
          {lead ? <p>{lead}</p> : null}
        </SectionHeading>
        <div className="divide-y divide-line border-y border-line">
          {items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="relative mt-1.5 size-4 shrink-0 text-accent before:absolute before:inset-x-0 before:top-1/2 before:h-0.5 before:-translate-y-1/2 before:bg-current after:absolute after:inset-y-0 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:bg-current after:transition-transform group-open:after:scale-y-0 motion-reduce:after:transition-none"
                />
              </summary>
              <p className="max-w-2xl pb-6 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </Section>
  );
}
