"use client";

import type { ReactNode } from "react";
import { CONSENT_SETTINGS_ATTRIBUTE } from "@/lib/consent/control-attributes.mjs";
import { requestConsentSettings } from "@/lib/consent/settings-event";

/** Reopens the analytics consent banner (spec §7: analytics only with consent). */
export function CookieSettingsButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      {...{ [CONSENT_SETTINGS_ATTRIBUTE]: true }}
      className={className}
      onClick={(event) => requestConsentSettings(event.currentTarget)}
    >
      {children}
    </button>
  );
}
