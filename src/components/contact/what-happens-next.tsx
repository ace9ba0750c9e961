import { siteConfig } from "@/config/site";

const STEPS = [
  {
    title: "A person reads it",
    body: "Your message goes to the right team: brand partnerships, creator success or press.",
  },
  {
    title: "We reply within one working day",
    body: "To the email address you give us, Monday to Friday.",
  },
  {
    title: "Planning a campaign?",
    body: "We'll suggest a short call to talk through your brief, budget and timing.",
  },
];

export function WhatHappensNext() {
  return (
    <aside aria-labelledby="next-steps-title" className="lg:pt-2">
      <h2 id="next-steps-title" className="text-xl font-bold">
        What happens next
      </h2>
      <ol className="mt-6 space-y-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="mt-1 text-sm text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 rounded-xl bg-paper p-5">
        <h3 className="font-semibold">Already creating with {siteConfig.name}?</h3>
        <p className="mt-2 text-sm text-muted">
          Answers about gigs, payouts and your profile are in the{" "}
          <a
            href={siteConfig.links.docs}
            className="font-semibold text-accent underline underline-offset-2 hover:text-ink"
          >
            {siteConfig.name} docs
          </a>
          , the quickest way to help with your account.
        </p>
      </div>
    </aside>
  );
}
