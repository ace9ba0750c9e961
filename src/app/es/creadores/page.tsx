import { CreatorsPage, creatorsMetadata } from "@/app/_pages/creators/creators-page";

export const metadata = creatorsMetadata("es");

export default function Page() {
  return <CreatorsPage locale="es" />;
}
