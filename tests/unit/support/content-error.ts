import { ContentError } from "@/lib/content/content-error";

/** The ContentError `run` throws; fails the test if it throws anything else, or nothing. */
export function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}
