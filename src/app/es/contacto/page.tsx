import { ContactPage } from "@/app/_pages/contact/contact-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("contact", "es");

export default function Page() {
  return <RegisteredPage id="contact" locale="es" Body={ContactPage} />;
}
