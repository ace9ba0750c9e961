type MessageHintProps = { length: number; limits: { min: number; max: number } };

const format = (count: number) => count.toLocaleString("en-US");

/** What to write, and how much room is left. */
export function MessageHint({ length, limits }: MessageHintProps) {
  return (
    <span className="flex justify-between gap-4">
      <span>
        Your goals, timing and budget, or your question. {limits.min} to {format(limits.max)}{" "}
        characters.
      </span>
      <span aria-hidden className={length > limits.max ? "font-semibold text-danger" : undefined}>
        {format(length)}/{format(limits.max)}
      </span>
    </span>
  );
}
