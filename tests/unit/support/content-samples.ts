/**
 * Valid content files for the loader's tests, written as an editor's files are. Each takes the
 * fields tests vary; a test that wants an invalid file edits the text it gets.
 */

type PostFields = { title?: string; author?: string; tags?: string };

/** A post's front matter, up to and including its closing `---` line. */
export const postFrontMatter = ({
  title = "How to brief a creator",
  author = "maya-okafor",
  tags = "[briefs, for-brands]",
}: PostFields = {}) => `---
title: ${title}
description: A brief that gets a usable first draft names the goal, the audience, the must-say points and the deadline.
date: 2026-03-02
author: ${author}
tags: ${tags}
audience: brands
---
`;

export const postFile = (fields: PostFields = {}, body = "Say what the video is for.\n") =>
  `${postFrontMatter(fields)}\n${body}`;

type StudyFields = { title?: string; baselineLabel?: string };

export const studyFile = (
  {
    title = "Fernhollow turned skincare routines into sales",
    baselineLabel = "Previous quarter's paid social",
  }: StudyFields = {},
  body = "The story.\n",
) => `---
title: ${title}
description: Twelve creators, one brief and a measured lift in sales for a small skincare brand on TikTok and Instagram.
brand: Fernhollow Botanicals
about: Plant-based skincare sold online.
industry: beauty
platforms: [tiktok, instagram]
creators: 12
budget: 10k-25k
period: { start: "2026-01", end: "2026-03" }
published: 2026-04-10
results:
  - metric: views
    value: 2400000
    baseline: 900000
    baselineLabel: ${baselineLabel}
    measurement: Platform-reported video views across all creator posts, 30 days after posting.
  - metric: costPerAcquisition
    value: 18.5
    baseline: 30
    baselineLabel: ${baselineLabel}
    measurement: Spend divided by first orders with a creator code, 14 days after each post.
---

${body}`;
