import { CheckIcon } from "@/components/ui/check-icon";
import { cn } from "@/lib/cn";
import { IllustrationCard } from "./illustration-card";

const stages = [
  { label: "Proposal accepted", done: true },
  { label: "$1,800 funded, held by Gigloom", done: true },
  { label: "3 of 3 videos delivered", done: true },
  { label: "Your approval releases payment", done: false },
];

/** The home page's hero picture: a gig as a brand sees it, its budget held until approval. */
export function HeldGigCard() {
  return (
    <IllustrationCard
      label="An example gig: three TikTok recipe videos for $1,800, funded and held by Gigloom until the brand approves them."
      halo="accent"
      footer="Releases $1,800 to Dani"
      action="Approve work"
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold text-accent">Kelpwise · Spring launch</span>
        <span className="shrink-0 rounded-full bg-mint-soft px-3 py-1 font-semibold whitespace-nowrap text-mint">
          Payment held
        </span>
      </div>
      <p className="mt-4 text-subheading font-bold">
        3 TikTok recipes with our new seaweed seasoning
      </p>
      <div className="mt-5 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-ink text-sm font-bold text-white">
          DO
        </span>
        <span className="text-sm">
          <span className="block font-semibold">Dani Okafor</span>
          <span className="text-muted">Home cooking · 41% of viewers aged 25–34</span>
        </span>
      </div>
      <ol className="mt-6 space-y-3 border-t border-line pt-5 text-sm">
        {stages.map((stage) => (
          <li key={stage.label} className="flex items-center gap-3">
            <span
              className={cn(
                "flex size-6 items-center justify-center rounded-full",
                stage.done ? "bg-mint text-white" : "ring-2 ring-accent ring-inset",
              )}
            >
              {stage.done ? <CheckIcon className="size-4" /> : null}
            </span>
            <span className={stage.done ? "text-muted" : "font-semibold"}>{stage.label}</span>
          </li>
        ))}
      </ol>
    </IllustrationCard>
  );
}
