/**
 * Both labels share one grid cell, so the element is always as wide as the longer one:
 * switching between them (hint, then Firebase) never moves anything. The hidden label is
 * `visibility: hidden`, which also keeps it out of the accessible name.
 */
export function AuthLabel({ signedOut, signedIn }: { signedOut: string; signedIn: string }) {
  return (
    <span className="grid">
      <span className="[grid-area:1/1] signed-in:invisible">{signedOut}</span>
      <span className="invisible [grid-area:1/1] signed-in:visible">{signedIn}</span>
    </span>
  );
}
