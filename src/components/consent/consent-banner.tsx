"use client";

import { useEffect, useRef } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { Container } from "@/components/ui/container";
import type { ConsentChoice } from "@/lib/consent/choice";
import { CONSENT_CHOICE_ATTRIBUTE } from "@/lib/consent/control-attributes.mjs";

const choiceButton = buttonClasses({ variant: "secondary", size: "sm", className: "w-full" });

/**
 * The consent question. Sticky at the bottom of the viewport but in the page's flow after the
 * footer, so it never covers the end of the page and moves nothing when it appears. Both
 * answers look the same: neither is the "default". Below the header (z-index), so the open
 * mobile menu covers it, and a page region, so the menu makes it inert.
 */
/** The banner's words in the page's language, given by the server (messages' `consent`). */
export type ConsentBannerLabels = Record<"title" | "question" | "reject" | "accept", string>;

type ConsentBannerProps = {
  labels: ConsentBannerLabels;
  /** True in the static HTML, which CSS hides unless the consent hint says to ask. */
  prerendered: boolean;
  /** True when the visitor asked for it ("Cookie settings"): focus moves into it. */
  takeFocus: boolean;
  onDecide: (choice: ConsentChoice) => void;
};

export function ConsentBanner({ labels, prerendered, takeFocus, onDecide }: ConsentBannerProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) region.current?.focus();
  }, [takeFocus]);

  return (
    // A landmark named by its first line, which is not a heading: a <section> would want one.
    <div
      ref={region}
      role="region"
      aria-labelledby="consent-title"
      tabIndex={-1}
      data-page-region
      data-consent-banner={prerendered ? "prerendered" : "live"}
      className="sticky bottom-0 z-30 border-t border-line bg-white shadow-[0_-4px_16px_rgb(20_18_31/0.08)] outline-none"
    >
      <Container className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
        <div className="text-sm">
          <p id="consent-title" className="font-semibold">
            {labels.title}
          </p>
          <p className="mt-1 max-w-2xl text-muted">{labels.question}</p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:w-96">
          {(
            [
              ["denied", labels.reject],
              ["granted", labels.accept],
            ] as const
          ).map(([choice, label]) => (
            <button
              key={choice}
              type="button"
              {...{ [CONSENT_CHOICE_ATTRIBUTE]: choice }}
              className={choiceButton}
              onClick={() => onDecide(choice)}
            >
              {label}
            </button>
          ))}
        </div>
      </Container>
    </div>
  );
}
