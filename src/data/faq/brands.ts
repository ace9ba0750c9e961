import { gigTerms } from "../gig-terms";
import { CREATOR_FEE_PERCENT } from "../pricing";

export const brandFaq = [
  {
    question: "What does it cost to hire a creator?",
    answer: `Each creator quotes a fixed fee for the gig, and that is what you pay: Gigloom adds nothing on top. Our ${CREATOR_FEE_PERCENT}% platform fee comes out of the creator's side, and your plan covers the tools. Budgets are yours to set; creators see the range in your brief before they apply.`,
  },
  {
    question: "When does the creator get paid?",
    answer: `When you approve the work. You fund a gig as you accept the proposal, Gigloom holds the money while the creator works, and your approval releases it; it reaches the creator within ${gigTerms.payoutBusinessDays} business days. A delivery you haven't reviewed after ${gigTerms.reviewWindowDays} days is approved automatically, so plan your sign-off around that.`,
  },
  {
    question: "What if the work doesn't match the brief?",
    answer: `Ask for changes: every gig includes ${gigTerms.revisionRounds} rounds of revisions per deliverable. If you still can't agree, open a dispute. The money stays held while a person on our team compares the delivery with the brief, and we decide within ${gigTerms.disputeDecisionBusinessDays} business days, anywhere from a full refund to full payment.`,
  },
  {
    question: "Who owns the content, and where can we use it?",
    answer:
      "Your brief sets the licence: organic posts on your own channels, use in paid ads, and for how long. The creator keeps the copyright, and the licence in the brief is yours once you approve and the creator is paid. Anything beyond it, such as a longer ad run, is a new agreement with the creator.",
  },
  {
    question: "How do you know creators are who they say they are?",
    answer:
      "Every creator verifies their identity and connects the accounts they post from. The audience figures you see, such as countries, age ranges and engagement, come from those connected accounts, not from screenshots or self-reported numbers.",
  },
  {
    question: "Do creators disclose that the content is paid?",
    answer:
      "Yes, always. Every gig requires a clear disclosure, such as the platform's paid-partnership label or #ad at the start of the caption, following the platform's rules and the advertising rules of the country it runs in. You see the disclosure in the draft before anything is published.",
  },
];
