import { ContactPage, contactMetadata } from "@/app/_pages/contact/contact-page";

export const metadata = contactMetadata("en");

export default function Page() {
  return <ContactPage locale="en" />;
}
