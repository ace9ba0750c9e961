import { DirectoryPage } from "@/app/_pages/directory/directory-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("directory", "en");

export default function Page() {
  return <RegisteredPage id="directory" locale="en" Body={DirectoryPage} />;
}
