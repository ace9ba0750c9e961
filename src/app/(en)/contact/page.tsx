import { routes } from "@/config/site";
import { ContactSection } from "@/components/contact/contact-section";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageIntro } from "@/components/ui/page-intro";
import { pageIntros } from "@/lib/content";

export const metadata = pageMetadata({
  title: "Contact",
  description:
    "Talk to the Gigloom team about campaigns, joining as a creator, press or anything else.",
  path: routes.contact,
});

export default function ContactPage() {
  return (
    <>
      <PageIntro {...pageIntros.contact}>
        <p>
          Planning a campaign, joining as a creator, or writing about us? Tell us what you need and
          the right person will reply, usually within one working day.
        </p>
      </PageIntro>
      <ContactSection />
    </>
  );
}
