import type { CountMessages } from "@/lib/search/count-sentence.mjs";

/**
 * The calculator's words, given by the server in the page's language. A sentence with a part
 * only the browser knows carries a slot for it (lib/rates/slots.ts); one with a count carries
 * a message per plural category (lib/search/count-message.ts).
 */
export type CalculatorLabels = {
  view: string;
  brand: string;
  creator: string;
  gig: string;
  platform: string;
  deliverable: string;
  tier: string;
  /** "[[min]] to [[max]] followers" */
  followers: string;
  creators: string;
  videos: string;
  pieces: string;
  usage: string;
  usageNone: string;
  /** "[[days]] days" */
  usageDays: string;
  addOns: string;
  hooks: string;
  billing: string;
  monthly: string;
  annual: string;
  /** The form's submit button, which takes the visitor to the estimate. */
  showEstimate: string;
  noScript: string;
  example: string;
  item: string;
  brandCaption: string;
  creatorCaption: string;
  low: string;
  typical: string;
  high: string;
  ratesLine: CountMessages;
  pieceRate: string;
  /** "Usage rights, [[days]] days" */
  usageLine: string;
  notChosen: string;
  perPiece: string;
  /** "Per creator, [[count]] pieces" */
  perCreator: CountMessages;
  brandTotal: string;
  /** With [[plan]] and [[price]]; the annual one with [[perYear]] too. */
  plan: CountMessages;
  planAnnual: CountMessages;
  enterprise: string;
  pricePerPiece: string;
  fee: string;
  takeHome: string;
  forGig: CountMessages;
  /** With [[low]], [[typical]] and [[high]]. */
  summaryBrand: string;
  summaryCreator: string;
  postGig: string;
  postGigNote: string;
  joinAsCreator: string;
};
