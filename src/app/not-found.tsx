import type { Metadata } from "next";
import { routes } from "@/config/site";
import { SiteDocument } from "@/components/layout/site-document";
import { Button } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";
import { rootMetadata } from "@/lib/seo/root-metadata";

export const metadata: Metadata = {
  ...rootMetadata("en"),
  title: "Page not found",
  description: "The page you asked for does not exist on this site.",
};

/** The site's 404 page (out/404.html). Above both languages' layouts, it writes its document. */
export default function NotFound() {
  return (
    <SiteDocument locale="en" translatedContent={[]}>
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
    </SiteDocument>
  );
}
