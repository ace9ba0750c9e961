import { Container } from "@/components/ui/container";
import { ContactForm } from "./contact-form";
import { WhatHappensNext } from "./what-happens-next";

/** The form, with a short note beside it (below it on small screens) on what to expect. */
export function ContactSection() {
  return (
    <Container as="section" className="pb-24">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ContactForm />
        <WhatHappensNext />
      </div>
    </Container>
  );
}
