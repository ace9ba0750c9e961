"use client";

import type { ContactTopic } from "@/lib/contact/topics";
import { useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/config/locale";
import { cn } from "@/lib/cn";
import { CONTACT_FIELDS, isOneLine, type ContactFieldSpec } from "@/lib/contact/fields";
import type { ContactFormStrings } from "@/lib/contact/form-strings";
import { RETRIES_AS_NEW_REQUEST } from "@/lib/contact/send-failure";
import type { ValidationProblem } from "@/lib/contact/validation-problems";
import { useContactForm } from "@/hooks/use-contact-form";
import { ContactSuccess } from "./contact-success";
import { FormField } from "./form-field";
import { HoneypotField } from "./honeypot-field";
import { SendProblem } from "./send-problem";

/** The contract lists one-line fields first: they sit two to a row above the others. */
const ONE_LINE_FIELDS = CONTACT_FIELDS.filter(isOneLine);
const OTHER_FIELDS = CONTACT_FIELDS.filter((field) => !isOneLine(field));

/** What the schema found wrong with a field, in the page's words. */
const errorText = (strings: ContactFormStrings, problem: ValidationProblem | undefined) =>
  problem && strings.errors[problem];

const subscribeToNothing = () => () => {};

/**
 * True once React runs the form. Until then the send button stays disabled, which also
 * blocks sending with Enter: without its script the form would post into the address bar.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

type ContactFormProps = {
  /** The page's language, which the request carries to the team. */
  locale: Locale;
  /** Every word the form shows, in that language. */
  strings: ContactFormStrings;
  /** The consent box's label, which links the privacy policy. */
  consentLabel: ReactNode;
  /** The topic the form opens on, where the page gives one (a landing page's form). */
  presetTopic?: ContactTopic;
};

export function ContactForm({ locale, strings, consentLabel, presetTopic }: ContactFormProps) {
  const { values, errors, phase, readOnly, formRef, noticeRef, update, send, startOver, warmUp } =
    useContactForm(locale, presetTopic);
  const sending = phase.kind === "sending";
  const hydrated = useHydrated();
  const formField = (field: ContactFieldSpec, className?: string) => (
    <FormField
      key={field.name}
      field={field}
      strings={strings}
      consentLabel={consentLabel}
      value={values[field.name]}
      error={errorText(strings, errors[field.name])}
      readOnly={readOnly}
      onChange={(value) => update(field.name, value)}
      className={className}
    />
  );

  return (
    <div>
      {/* Always present, so the confirmation is announced when it appears in it. */}
      <div role="status">
        {phase.kind === "sent" ? (
          <ContactSuccess words={strings.success} sent={phase} onStartOver={startOver} />
        ) : null}
      </div>
      {phase.kind === "sent" ? null : (
        <form
          ref={formRef}
          noValidate
          aria-labelledby="contact-form-title"
          onFocus={warmUp}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-bold">
            {strings.form.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{strings.form.requiredNote}</p>

          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            {/* A field alone on the last row takes the whole row. */}
            {ONE_LINE_FIELDS.map((field) => formField(field, "sm:odd:last:col-span-2"))}
          </div>

          <div className="mt-8 space-y-8">
            {OTHER_FIELDS.map((field) => formField(field))}
            <HoneypotField label={strings.form.honeypot} />

            {phase.kind === "problem" ? (
              <SendProblem
                words={strings.failures}
                failure={phase.failure}
                retryAfterSeconds={phase.retryAfterSeconds}
                stillTrying={phase.stillTrying}
                noticeRef={noticeRef}
                onRetry={() =>
                  void send({ asNewRequest: RETRIES_AS_NEW_REQUEST.includes(phase.failure) })
                }
              />
            ) : null}

            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button
                type="submit"
                size="md"
                disabled={sending || !hydrated}
                className={cn("w-full sm:w-auto", sending && "cursor-wait opacity-70")}
              >
                {strings.form.send}
              </Button>
              <p aria-live="polite" className="text-sm text-muted">
                {sending ? strings.form.sending : ""}
              </p>
              <noscript>
                <p className="text-sm text-muted">{strings.form.needsJavaScript}</p>
              </noscript>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}
