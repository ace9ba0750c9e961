import { gigTerms } from "./gig-terms";

export type Stage = {
  /** Who acts at this stage. */
  actor: "Brand" | "Gigloom" | "Creator";
  title: string;
  body: string;
};
export type Guarantee = { title: string; body: string };

/** The path a gig's money takes, from the brand's card to the creator's bank account. */
export const moneyStages: readonly Stage[] = [
  {
    actor: "Brand",
    title: "Funds the gig",
    body: "The agreed fee is paid when the brand accepts a creator's proposal.",
  },
  {
    actor: "Gigloom",
    title: "Holds the money",
    body: "It sits with Gigloom, not with either side, for as long as the work takes.",
  },
  {
    actor: "Creator",
    title: "Delivers the work",
    body: `Drafts and up to ${gigTerms.revisionRounds} rounds of changes happen in the gig thread.`,
  },
  {
    actor: "Brand",
    title: "Approves, and the creator is paid",
    body: `Approval releases the fee. It reaches the creator within ${gigTerms.payoutBusinessDays} business days.`,
  },
];

export const brandGuarantees: readonly Guarantee[] = [
  {
    title: "Nothing is paid out before you approve",
    body: "Not a deposit, not half up front. The creator is paid when you say the work matches the brief.",
  },
  {
    title: "A full refund before work starts",
    body: "Cancel a funded gig before the creator has started and the whole fee comes back to you.",
  },
  {
    title: "A person settles disagreements",
    body: `If you and a creator can't agree, our team compares the delivery with the brief and decides within ${gigTerms.disputeDecisionBusinessDays} business days. The money stays held until then.`,
  },
  {
    title: "Fair to creators, too",
    body: `Review each delivery within ${gigTerms.reviewWindowDays} days, or it is approved automatically. Creators never wait on a silent inbox, which is why good ones say yes to Gigloom gigs.`,
  },
];
