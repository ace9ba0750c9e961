"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { ContactFormStrings } from "@/lib/contact/form-strings";
import type { FormPhase } from "@/lib/contact/form-phase";
import { fillTemplate } from "@/lib/contact/message-template";
import { FilledTemplate } from "./filled-template";

type ContactSuccessProps = {
  words: ContactFormStrings["success"];
  /** Who sent it, its reference, and whether it corrected one we already had (`updated`). */
  sent: Extract<FormPhase, { kind: "sent" }>;
  onStartOver: () => void;
};

/** Shown in place of the form once the server has stored the request. */
export function ContactSuccess({ words, sent, onStartOver }: ContactSuccessProps) {
  const { name, email, reference, updated } = sent;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button the visitor pressed is gone: continue from the confirmation.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="rounded-2xl border border-line bg-paper p-6 sm:p-8">
      <svg aria-hidden viewBox="0 0 24 24" className="size-10 text-mint" fill="none">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
        <path
          d="m7 12.5 3.2 3.2L17 9"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
        {fillTemplate(words.thanks, { name })}
      </h2>
      {updated ? <p className="mt-3 text-ink-soft">{words.updated}</p> : null}
      <p className="mt-3 text-ink-soft">
        <FilledTemplate
          template={words.replyTo}
          values={{ email: <strong className="font-semibold break-all">{email}</strong> }}
        />
      </p>
      <p className="mt-3 text-ink-soft">
        <FilledTemplate
          template={words.reference}
          values={{
            reference: (
              <strong className="font-mono font-semibold break-all text-ink">{reference}</strong>
            ),
          }}
        />
      </p>
      <Button variant="secondary" size="sm" className="mt-6" onClick={onStartOver}>
        {words.another}
      </Button>
    </div>
  );
}
