import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { ContactField } from "@/lib/contact/fields";
import { controlId, describedBy, FieldError, hintId } from "./field-message";

type TextFieldProps = {
  field: ContactField;
  label: string;
  value: string;
  error?: string;
  errorLabel: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  /** After the label of a field the visitor may leave empty: "(optional)". */
  optional?: string;
  hint?: ReactNode;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
};

const controlClasses = cn(
  "mt-2 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs",
  "transition-colors motion-reduce:transition-none read-only:bg-paper",
  "focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/30",
);

/** A labelled text input or textarea with its hint and inline error. */
export function TextField({
  field,
  label,
  value,
  error,
  errorLabel,
  readOnly,
  onChange,
  optional,
  hint,
  type = "text",
  autoComplete,
  multiline = false,
  className,
}: TextFieldProps) {
  const shared = {
    id: controlId(field),
    name: field,
    value,
    readOnly,
    required: optional === undefined,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(field, { hint: Boolean(hint), error }),
    className: cn(controlClasses, error ? "border-danger" : "border-line"),
  };
  return (
    <div className={className}>
      <label htmlFor={controlId(field)} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> {optional}</span> : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={7}
          onChange={(event) => onChange(event.target.value)}
          className={cn(shared.className, "min-h-40 resize-y")}
        />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <div id={hintId(field)} className="mt-2 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      <FieldError field={field} message={error} label={errorLabel} />
    </div>
  );
}
