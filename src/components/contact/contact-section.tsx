import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { Container } from "@/components/ui/container";
import Link from "@/components/ui/site-link";
import { translator } from "@/i18n/translator";
import { contactFormStrings } from "@/lib/contact/localized-form-strings";
import type { ContactTopic } from "@/lib/contact/topics";
import { ContactForm } from "./contact-form";
import { WhatHappensNext } from "./what-happens-next";

/**
 * The form, with a short note beside it (below it on small screens) on what to expect, in the
 * page's language. The form is a client component: it gets its words here, as props, and the
 * topic it opens on where the page gives one.
 */
export function ContactSection({ locale, topic }: { locale: Locale; topic?: ContactTopic }) {
  const t = translator(locale, "contact");
  const consentLabel = t.rich("fields.consent", {
    link: (chunks) => (
      <Link
        href={routesFor(locale).privacy}
        className="font-semibold text-accent underline underline-offset-2 hover:text-ink"
      >
        {chunks}
      </Link>
    ),
  });
  return (
    <Container as="section" className="pb-24">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ContactForm
          locale={locale}
          strings={contactFormStrings(locale)}
          consentLabel={consentLabel}
          presetTopic={topic}
        />
        <WhatHappensNext locale={locale} />
      </div>
    </Container>
  );
}
