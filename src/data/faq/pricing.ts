import { ACTIVE_GIGS, limitLabel } from "@/domain/pricing/limits";
import { featureGroups } from "../plan-features";
import { ANNUAL_DISCOUNT_PERCENT, CREATOR_FEE_PERCENT, FREE_TRIAL_DAYS, plans } from "../pricing";

const firstPlan = plans[0]!;

export const pricingFaq = [
  {
    question: "Do brands pay a fee on top of what creators charge?",
    answer: `No. You pay your plan and the fees creators quote, nothing more. Creators pay Gigloom's ${CREATOR_FEE_PERCENT}% platform fee out of their own fee, and they see it before they apply.`,
  },
  {
    question: "What counts as an active gig?",
    answer: `A gig is active from the moment you publish it until its last deliverable is approved or it is cancelled. Drafts and finished gigs don't count, so ${firstPlan.name}'s limit of ${limitLabel(firstPlan.limits.activeGigs, ACTIVE_GIGS)} can add up to dozens of gigs over a year.`,
  },
  {
    question: "How does annual billing work?",
    answer: `You pay for twelve months at once and save ${ANNUAL_DISCOUNT_PERCENT}% against paying monthly. Annual prices are shown per month, with the yearly total beside them. You can move from monthly to annual at any time, and we credit the unused part of your current month.`,
  },
  {
    question: "What happens if we reach our plan's limits?",
    answer:
      "Nothing stops: gigs already running carry on. To publish another gig or add a seat beyond your plan, upgrade or wait for a gig to finish. Upgrades apply at once, and you pay only the difference for the rest of the billing period.",
  },
  {
    question: "What happens to money held for gigs if we cancel our plan?",
    answer:
      "It stays protected. Your plan ends at the close of the billing period you've paid for, gigs in progress run to completion under the same payment protection, and any funded gig the creator hasn't started can be cancelled for a full refund.",
  },
  {
    question: "How can we pay?",
    answer: `By card or bank transfer on every plan. ${featureTier("One monthly invoice covering every gig")} adds one monthly invoice for all your gigs, and Enterprise can pay by purchase order on agreed terms.`,
  },
  {
    question: "Is there a free trial?",
    answer: `Yes: every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. You aren't charged for the plan until it ends, and you can cancel before then at no cost. Gigs you fund during the trial are paid for as usual, because creators are doing real work.`,
  },
];

/** The plan name that introduces a feature, so this answer follows the comparison table. */
function featureTier(featureName: string): string {
  const feature = featureGroups
    .flatMap((group) => group.features)
    .find((candidate) => candidate.name === featureName);
  const plan = plans.find((candidate) => candidate.id === feature?.from);
  if (!plan) throw new Error(`No plan introduces "${featureName}"`);
  return plan.name;
}
