import { creatorPayout } from "@/domain/pricing/creator-payout";
import { formatMoney } from "@/domain/pricing/format";
import { gigTerms } from "../gig-terms";
import { CREATOR_FEE_PERCENT, CURRENCY, EXAMPLE_GIG_FEE_CENTS } from "../pricing";

const example = creatorPayout(EXAMPLE_GIG_FEE_CENTS, CREATOR_FEE_PERCENT);

export const creatorFaq = [
  {
    question: "Do I need a minimum number of followers?",
    answer:
      "No. Brands choose creators for who their audience is and how well they make content, so a focused account with a few thousand engaged followers can win gigs that a bigger, broader one won't.",
  },
  {
    question: "How much does Gigloom take?",
    answer: `${CREATOR_FEE_PERCENT}% of each gig fee, deducted when you're paid. Joining and applying are free. The fee and what you'll receive are shown before you apply: on a ${formatMoney(EXAMPLE_GIG_FEE_CENTS, CURRENCY)} gig, you receive ${formatMoney(example.payoutCents, CURRENCY)}.`,
  },
  {
    question: "When do I get paid?",
    answer: `The brand funds the gig before you start, so the money is already held when you begin. Once they approve your delivery, it reaches your bank account within ${gigTerms.payoutBusinessDays} business days.`,
  },
  {
    question: "What if the brand never reviews my delivery?",
    answer: `You won't be left waiting. If a brand hasn't approved your delivery or asked for changes ${gigTerms.reviewWindowDays} days after you deliver, the work is approved automatically and your payout starts.`,
  },
  {
    question: "What if a brand asks for more than the brief?",
    answer: `Each gig includes ${gigTerms.revisionRounds} rounds of changes within the original brief. New scenes, extra videos or a different concept are new work: send a change request with your price, and the brand funds it before you start.`,
  },
  {
    question: "Who owns what I make?",
    answer:
      "You do. The brand gets the licence written in the brief, for example posting on their channels for 90 days or running your video as an ad, once you've been paid. Anything beyond that needs a new agreement with you.",
  },
  {
    question: "Can I still work with brands outside Gigloom?",
    answer:
      "Yes. Gigs are not exclusive unless the brief says so, and then it says for how long and for which kind of product before you apply.",
  },
];
