import { HONEYPOT_FIELD } from "@/lib/contact/contract.mjs";

/**
 * A field that people never see and assistive technology never announces (display: none),
 * which browsers' autofill also skips. Scripts that fill every input fill it, and then the
 * form pretends to succeed and stores nothing.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div hidden>
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
