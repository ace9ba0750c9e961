import { z } from "zod/mini";
import { HONEYPOT_FIELD, REQUEST_ID_PATTERN } from "@/lib/contact/contract.mjs";
import { contactRequestSchema, requestLocaleSchema } from "@/lib/contact/schema";

/**
 * What the form sends: the contract's request exactly as the browser validated it, the page's
 * language (English when an older page sends none), the id the browser chose for it (so a retry
 * is recognised), and the honeypot field.
 */
export const submissionSchema = z.extend(contactRequestSchema, {
  locale: requestLocaleSchema,
  requestId: z.string("Missing request id.").check(z.regex(new RegExp(REQUEST_ID_PATTERN))),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export type Submission = z.infer<typeof submissionSchema>;
