import { CONTACT_TOPICS } from "@/lib/contact/contract.mjs";
import type { ContactFormStrings } from "@/lib/contact/form-strings";
import { describedBy, FieldError } from "./field-message";

type TopicFieldProps = {
  label: string;
  /** Each topic's name and what it covers, in the contract's order. */
  topics: ContactFormStrings["topics"];
  value: string;
  error?: string;
  errorLabel: string;
  disabled: boolean;
  onChange: (value: string) => void;
  className?: string;
};

/** The topic as radio cards in a radio group named by its label. */
export function TopicField({
  label,
  topics,
  value,
  error,
  errorLabel,
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
        {CONTACT_TOPICS.map((topic) => (
          <label
            key={topic}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-4 transition-colors motion-reduce:transition-none hover:border-accent/60 has-checked:border-accent has-checked:bg-accent-soft has-disabled:cursor-default has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="topic"
              value={topic}
              checked={value === topic}
              disabled={disabled}
              onChange={() => onChange(topic)}
              aria-describedby={description}
              className="mt-0.5 size-4 shrink-0 accent-accent focus-visible:outline-none"
            />
            <span>
              <span className="block font-semibold text-ink">{topics[topic].label}</span>
              <span className="block text-sm text-muted">{topics[topic].hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError field="topic" message={error} label={errorLabel} />
    </div>
  );
}
