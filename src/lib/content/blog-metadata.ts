import { blogFeedPath } from "./paths";
import { blogFeedTitle } from "./feed";

/** Every blog page advertises the feed (`pageMetadata({ ..., rssFeed })`). */
export const blogRssFeed = { title: blogFeedTitle, path: blogFeedPath };
