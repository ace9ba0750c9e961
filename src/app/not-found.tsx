import type { Metadata } from "next";
import { routes } from "@/config/site";
import { Button } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you asked for does not exist on this site.",
};

export default function NotFound() {
  return (
    <PageIntro
      eyebrow="404"
      title="We couldn't find that page"
      actions={
        <>
          <Button href={routes.home}>Go to the home page</Button>
          <Button href={routes.blog} variant="secondary">
            Read the blog
          </Button>
        </>
      }
    >
      <p>The link may be old, or the address may have a typo. These pages are a good start.</p>
    </PageIntro>
  );
}
