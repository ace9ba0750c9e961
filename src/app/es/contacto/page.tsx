import { ContactPage, contactMetadata } from "@/app/_pages/contact/contact-page";

export const metadata = contactMetadata("es");

export default function Page() {
  return <ContactPage locale="es" />;
}
