/**
 * People and brands here are invented for this site; no real customer is quoted. Brand
 * quotes come from the case-study brands, about the parts of Gigloom their studies don't cover.
 */
export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  /** The brand the person works for, or the platforms a creator posts on. */
  affiliation: string;
  audience: "brand" | "creator";
};

export const testimonials: readonly Testimonial[] = [
  {
    audience: "brand",
    quote:
      "We used to pay creators half up front and hope for the best. Now the money sits with Gigloom until we've signed off, and creators are happier too, because they can see it's there.",
    name: "Priya Raman",
    role: "Head of Growth",
    affiliation: "Driftnook Home",
  },
  {
    audience: "brand",
    quote:
      "The audience filters changed who we hire. Our best video this spring came from a creator with eight thousand followers, nearly all of them home cooks.",
    name: "Marcus Oyelaran",
    role: "Brand Marketing Lead",
    affiliation: "Kelpwise",
  },
  {
    audience: "brand",
    quote:
      "Usage rights used to live in email threads. Every licence now has an end date and a reminder, so we no longer find out from a creator that an ad ran too long.",
    name: "Sofia Brandt",
    role: "Performance Marketing Manager",
    affiliation: "Velomira",
  },
  {
    audience: "creator",
    quote:
      "I know what a gig pays before I pitch, and the fee is held before I film. That's why I stopped taking brand deals over DMs.",
    name: "Dani Okafor",
    role: "Home cooking creator",
    affiliation: "TikTok and Instagram",
  },
  {
    audience: "creator",
    quote:
      "My first paid gig came with four thousand subscribers, because the brand wanted trail runners in Colorado, not reach.",
    name: "Theo Marsh",
    role: "Trail running creator",
    affiliation: "YouTube",
  },
];

export function testimonialsFor(audience: Testimonial["audience"]): Testimonial[] {
  return testimonials.filter((testimonial) => testimonial.audience === audience);
}
