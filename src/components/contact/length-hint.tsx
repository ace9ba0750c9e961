import { formatCount } from "@/lib/format-count";
import { cn } from "@/lib/cn";

type LengthHintProps = {
  /** What to write. */
  about?: string;
  /** The limits in words: "10 to 5,000 characters." */
  range?: string;
  length: number;
  limits: { min: number; max: number };
};

/** A multi-line field's hint: what to write, and how much room is left. */
export function LengthHint({ about, range, length, limits }: LengthHintProps) {
  const counter = (count: number) => `${formatCount(count)}/${formatCount(limits.max)}`;
  return (
    <span className="flex justify-between gap-4">
      <span>
        {about} {range}
      </span>
      {/*
        The invisible widest count holds the width, so the hint never rewraps as one types.
        The count appears only with the first character: a restored draft then adds it
        rather than moving it, which would count as a layout shift.
      */}
      <span aria-hidden className="grid shrink-0 text-right tabular-nums">
        <span className="invisible col-start-1 row-start-1">{counter(limits.max)}</span>
        <span
          className={cn(
            "col-start-1 row-start-1",
            length > limits.max && "font-semibold text-danger",
          )}
        >
          {length > 0 ? counter(length) : null}
        </span>
      </span>
    </span>
  );
}
