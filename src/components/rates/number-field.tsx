"use client";

import { useState } from "react";

type NumberFieldProps = {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** A line below the box, which describes it to assistive technology too. */
  description?: string;
};

/**
 * A count the visitor types. What is typed is kept as typed while it is not a whole number in
 * range (an empty box on the way to "12"); each valid number counts at once, and leaving the
 * box puts back the last valid one.
 */
export function NumberField({
  id,
  label,
  value,
  min,
  max,
  onChange,
  description,
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string>();
  const commit = (text: string) => {
    const number = Number(text);
    if (text.trim() !== "" && Number.isInteger(number) && number >= min && number <= max) {
      onChange(number);
      return true;
    }
    return false;
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(commit(text) ? undefined : text);
        }}
        onBlur={() => setDraft(undefined)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-2 block w-28 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink tabular-nums focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/30 disabled:bg-paper"
      />
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-sm text-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
