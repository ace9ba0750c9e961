import type { Metadata } from "next";
import { PageIntro } from "@/components/sections/page-intro";

export const metadata: Metadata = {
  title: "Blog",
  description:
    "Practical guides for brands and creators: writing briefs, pricing content, disclosure rules and choosing creators by audience.",
};

export default function BlogPage() {
  return (
    <PageIntro eyebrow="Blog" title="Practical guides to creator marketing">
      <p>
        Short, practical articles for both sides of a gig: how to brief a creator, how to price a
        video, what the disclosure rules ask of sponsored posts, and how to choose creators by the
        audience they reach rather than the followers they count.
      </p>
    </PageIntro>
  );
}
