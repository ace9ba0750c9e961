import { SearchPage, searchMetadata } from "@/app/_pages/search/search-page";

export const metadata = searchMetadata("es");

export default function Page() {
  return <SearchPage locale="es" />;
}
