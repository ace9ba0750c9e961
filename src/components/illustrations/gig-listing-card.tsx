import { IllustrationCard } from "./illustration-card";

const facts = [
  { term: "Deliverable", detail: "One 8–12 minute YouTube review" },
  { term: "Usage", detail: "Brand's channels for 90 days" },
  { term: "Deadline", detail: "35 days after acceptance" },
  { term: "Budget", detail: "$1,500–$2,500" },
];

/** The creators page's hero picture: a gig as a creator finds it, all the facts up front. */
export function GigListingCard() {
  return (
    <IllustrationCard
      label="An example gig listing: a 30-day e-bike review for YouTube with a $1,500 to $2,500 budget, 90-day usage rights and a 35-day deadline, funded before work starts."
      halo="mint"
      footer="Funded before you start"
      action="Apply with your price"
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold">Velomira</span>
        <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">
          New gig
        </span>
      </div>
      <p className="mt-4 text-subheading font-bold">
        Ride our folding e-bike to work for 30 days, then review it
      </p>
      <p className="mt-2 text-sm text-muted">
        Looking for: commuters whose viewers live in large US cities. The bike is yours to keep.
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-line pt-5 text-sm">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-muted">{fact.term}</dt>
            <dd className="mt-0.5 font-semibold">{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </IllustrationCard>
  );
}
