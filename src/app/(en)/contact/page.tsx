import { ContactPage } from "@/app/_pages/contact/contact-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("contact", "en");

export default function Page() {
  return <RegisteredPage id="contact" locale="en" Body={ContactPage} />;
}
