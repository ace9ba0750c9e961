import type { Metadata } from "next";
import { ContactSection } from "@/components/contact/contact-section";
import { PageIntro } from "@/components/sections/page-intro";

export const metadata: Metadata = {
  title: "Contact",
  description:
    "Talk to the Gigloom team about campaigns, joining as a creator, press or anything else.",
};

export default function ContactPage() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Talk to the Gigloom team">
        <p>
          Planning a campaign, joining as a creator, or writing about us? Tell us what you need and
          the right person will reply, usually within one working day.
        </p>
      </PageIntro>
      <ContactSection />
    </>
  );
}
