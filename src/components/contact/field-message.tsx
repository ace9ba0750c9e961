import type { ContactField } from "@/lib/contact/fields";

export const controlId = (field: ContactField) => `contact-${field}`;
export const hintId = (field: ContactField) => `contact-${field}-hint`;
export const errorId = (field: ContactField) => `contact-${field}-error`;

/** The ids that describe a control: its hint, then its error when it has one. */
export function describedBy(field: ContactField, { hint = false, error = "" } = {}) {
  const ids = [hint && hintId(field), error && errorId(field)].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

type FieldErrorProps = {
  field: ContactField;
  message?: string;
  /** "Error:" in the page's language, read before the message by screen readers. */
  label: string;
};

/** An inline error under its field, named by the field's aria-describedby. */
export function FieldError({ field, message, label }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="mt-2 flex gap-1.5 text-sm font-medium text-danger">
      <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.4h1.8v5.4H9.1V5.9Zm.9 8.7a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      <span>
        <span className="sr-only">{label} </span>
        {message}
      </span>
    </p>
  );
}
