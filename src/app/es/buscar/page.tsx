import { SearchPage } from "@/app/_pages/search/search-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("search", "es");

export default function Page() {
  return <RegisteredPage id="search" locale="es" Body={SearchPage} />;
}
