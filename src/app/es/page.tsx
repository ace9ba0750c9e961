import { HomePage, homeMetadata } from "@/app/_pages/home/home-page";

export const metadata = homeMetadata("es");

export default function Page() {
  return <HomePage locale="es" />;
}
