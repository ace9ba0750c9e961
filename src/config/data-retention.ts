/**
 * How long Gigloom keeps personal data collected on this site. The privacy policy quotes
 * these; the contact form's storage and notices should read them from here too.
 */
export const dataRetention = {
  /** Contact-form messages are deleted this many months after they arrive. */
  contactMessagesMonths: 12,
  /** An unsent contact-form draft stays in the visitor's browser this long after its last change. */
  contactDraftDays: 7,
  /** Google Analytics keeps event data this long (its retention setting for the property). */
  analyticsEventsMonths: 14,
} as const;
