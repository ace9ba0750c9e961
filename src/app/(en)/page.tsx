import { HomePage, homeMetadata } from "@/app/_pages/home/home-page";

export const metadata = homeMetadata("en");

export default function Page() {
  return <HomePage locale="en" />;
}
