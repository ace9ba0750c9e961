type ChoiceGroupProps<Value extends string> = {
  name: string;
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  disabled?: boolean;
};

/** A native radio group drawn as a segmented switch (the pricing page's billing switch's look). */
export function ChoiceGroup<Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  disabled = false,
}: ChoiceGroupProps<Value>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 inline-flex flex-wrap gap-1 rounded-3xl bg-paper p-1 ring-1 ring-line">
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-muted transition-colors has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent motion-reduce:transition-none"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
