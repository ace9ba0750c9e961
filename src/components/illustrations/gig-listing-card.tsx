const facts = [
  { term: "Deliverable", detail: "One 60–90 second YouTube Short" },
  { term: "Usage", detail: "Brand's channels for 90 days" },
  { term: "Deadline", detail: "14 days after acceptance" },
  { term: "Budget", detail: "$400–$600" },
];

/**
 * The creators page's hero picture: a gig as a creator finds it, with everything needed to
 * decide shown before applying. Drawn in HTML, described by one accessible name.
 */
export function GigListingCard() {
  return (
    <div
      role="img"
      aria-label="An example gig listing: a trail-shoe review for YouTube with a $400 to $600 budget, 90-day usage rights and a 14-day deadline, funded before work starts."
      className="relative isolate mx-auto max-w-md"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-mint-soft sm:-inset-6"
      />
      <div className="rounded-card bg-white p-card shadow-[0_24px_60px_-30px_rgb(20_18_31/0.45)] ring-1 ring-line">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-semibold">Kestrel &amp; Pine</span>
          <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">
            New gig
          </span>
        </div>
        <p className="mt-4 text-subheading font-bold">
          Review our new trail shoe on a run you already love
        </p>
        <p className="mt-2 text-sm text-muted">
          Looking for: trail runners whose viewers are mostly in the US mountain states.
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-line pt-5 text-sm">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-muted">{fact.term}</dt>
              <dd className="mt-0.5 font-semibold">{fact.detail}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-paper px-4 py-3">
          <span className="text-sm text-muted">Funded before you start</span>
          <span className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white">
            Apply with your price
          </span>
        </div>
      </div>
    </div>
  );
}
