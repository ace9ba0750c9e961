import { HomePage } from "@/app/_pages/home/home-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("home", "es");

export default function Page() {
  return <RegisteredPage id="home" locale="es" Body={HomePage} />;
}
