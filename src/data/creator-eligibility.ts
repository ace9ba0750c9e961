import { PLATFORMS } from "./taxonomies";

const platformList = new Intl.ListFormat("en-GB", { type: "disjunction" }).format(
  Object.values(PLATFORMS),
);

/** Gigs are contracts, so creators sign them for themselves. */
export const MINIMUM_CREATOR_AGE = 18;

/** Who can join Gigloom as a creator: the checks made at sign-up, in plain words. */
export const creatorRequirements: readonly { title: string; body: string }[] = [
  {
    title: `You're ${MINIMUM_CREATOR_AGE} or older`,
    body: "Gigs are contracts, so every creator signs for themselves.",
  },
  {
    title: "You post on a public account that's yours",
    body: `On ${platformList}. You verify your identity and connect the account, which is how brands see your real audience.`,
  },
  {
    title: "You can be paid to a bank account",
    body: "In one of the countries we pay out to; sign-up shows the list before you share any details.",
  },
  {
    title: "You disclose paid content",
    body: "Every gig is an ad, and it's labelled as one, following the platform's rules and the law where it runs.",
  },
];

/** Said plainly, because it is the first thing most creators ask. */
export const noFollowerMinimum =
  "There is no follower minimum. Brands hire for audience fit and the quality of your work.";
