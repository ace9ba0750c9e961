import { CREATOR_FEE_PERCENT } from "./pricing";
import { gigTerms } from "./gig-terms";

export type Step = { title: string; body: string };

export const brandSteps: readonly Step[] = [
  {
    title: "Write the brief",
    body: "Say what you need: the deliverables, the platforms, the deadline, the points the content must make and the usage rights you want. Templates for UGC videos, product reviews and sponsored posts get a first brief done in minutes.",
  },
  {
    title: "Choose creators by audience",
    body: "Creators apply with a price and a short pitch. Compare who each one reaches (countries, age ranges, engagement, read from their connected accounts) beside their past work, and accept the ones who fit your customers.",
  },
  {
    title: "Fund the gig",
    body: "Pay the agreed fee when you accept a proposal. Gigloom holds it while the creator works: they start knowing the money is there, and you know it moves only when you say so.",
  },
  {
    title: "Review, approve, publish",
    body: `Drafts arrive in one thread with your comments beside them. Ask for up to ${gigTerms.revisionRounds} rounds of changes, then approve. The creator is paid, and the final files and their licence land in your content library.`,
  },
];

export const creatorSteps: readonly Step[] = [
  {
    title: "Set up your profile",
    body: "Add your best work and connect the accounts you post from. Brands see who you actually reach, so you are matched on fit rather than follower count.",
  },
  {
    title: "Apply to the gigs you want",
    body: "Every gig shows its deliverables, deadline, usage rights and budget before you apply. Send your price and your idea: no cold pitching, no guessing what a brand will pay.",
  },
  {
    title: "Start once it's funded",
    body: "When a brand accepts your proposal, they pay the fee to Gigloom before you start. You see it held against the gig, so you never film on a promise.",
  },
  {
    title: "Deliver and revise",
    body: `Upload drafts in the gig thread. ${gigTerms.revisionRounds} rounds of changes within the brief are included; anything beyond it is a new request with its own price.`,
  },
  {
    title: "Get paid",
    body: `Approval releases the fee, less Gigloom's ${CREATOR_FEE_PERCENT}% platform fee, to your bank account within ${gigTerms.payoutBusinessDays} business days. No answer from the brand within ${gigTerms.reviewWindowDays} days of delivery? The work is approved automatically.`,
  },
];
