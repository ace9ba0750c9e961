import { CreatorsPage, creatorsMetadata } from "@/app/_pages/creators/creators-page";

export const metadata = creatorsMetadata("en");

export default function Page() {
  return <CreatorsPage locale="en" />;
}
