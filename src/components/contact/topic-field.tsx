import { TOPIC_OPTIONS } from "@/lib/contact/topics";
import { describedBy, FieldError } from "./field-message";

type TopicFieldProps = {
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  className?: string;
};

/** The topic as radio cards in a radio group named by its label. */
export function TopicField({
  label,
  value,
  error,
  disabled,
  onChange,
  className,
}: TopicFieldProps) {
  const description = describedBy("topic", { error });
  return (
    <div className={className}>
      <p id="contact-topic-label" className="text-sm font-semibold text-ink">
        {label}
      </p>
      {/* aria-invalid belongs to the group: ARIA does not allow it on a single radio. */}
      <div
        role="radiogroup"
        aria-labelledby="contact-topic-label"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={description}
        className="mt-2 grid gap-3 sm:grid-cols-2"
      >
        {TOPIC_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-4 transition-colors motion-reduce:transition-none hover:border-accent/60 has-checked:border-accent has-checked:bg-accent-soft has-disabled:cursor-default has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="topic"
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              aria-describedby={description}
              className="mt-0.5 size-4 shrink-0 accent-accent focus-visible:outline-none"
            />
            <span>
              <span className="block font-semibold text-ink">{option.label}</span>
              <span className="block text-sm text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError field="topic" message={error} />
    </div>
  );
}
