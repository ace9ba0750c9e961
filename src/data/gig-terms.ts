/**
 * The rules every gig runs by: when money moves, and what each side can count on.
 * Home, creators, pricing, the FAQs and the terms page all quote these numbers from here.
 */
export const gigTerms = {
  /** Business days from the brand's approval to the money reaching the creator's account. */
  payoutBusinessDays: 2,
  /** Days a brand has to review a delivery before it is approved automatically. */
  reviewWindowDays: 7,
  /** Rounds of changes included in every gig fee, per deliverable. */
  revisionRounds: 2,
  /** Business days within which Gigloom's team decides a dispute. */
  disputeDecisionBusinessDays: 5,
} as const;
