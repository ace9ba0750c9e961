/**
 * The segments of a path as a visitor typed it: decoded where it can be, lower case (the host
 * matches paths by case, so "/Pricing" misses), and without the empty ones a trailing or doubled
 * "/" leaves.
 */
export function pathSegments(path: string): string[] {
  return path
    .split(/[?#]/, 1)[0]!
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decoded(segment).toLowerCase());
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ("%E0%A4%A") is kept as typed rather than losing the segment.
    return segment;
  }
}
