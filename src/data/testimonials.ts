/** People and brands here are invented for this site; no real customer is quoted. */
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
    affiliation: "Fernhollow Tea",
  },
  {
    audience: "brand",
    quote:
      "The audience filters changed who we hire. Our best video this spring came from a creator with eight thousand followers, nearly all of them home bakers.",
    name: "Marcus Oyelaran",
    role: "Brand Marketing Lead",
    affiliation: "Crumbwell",
  },
  {
    audience: "brand",
    quote:
      "Usage rights used to live in email threads. Every licence now has an end date and a reminder, so we no longer find out from a creator that an ad ran too long.",
    name: "Hanna Lindqvist",
    role: "Paid Social Manager",
    affiliation: "Kestrel & Pine",
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
