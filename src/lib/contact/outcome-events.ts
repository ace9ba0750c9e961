import type { SendFailure } from "./send-failure";
import type { createSender, SendOutcome } from "./sender";
import type { ContactTopic } from "./topics";

type Sender = ReturnType<typeof createSender>;
/** The two events of the catalogue (lib/analytics/events.ts) a request's end sends, typed here. */
type Track = {
  (name: "generate_lead", params: { topic: ContactTopic }): void;
  (name: "contact_refused", params: { reason: SendFailure }): void;
};

/**
 * The sender, telling Analytics how each request ended: `generate_lead` (its topic) once per
 * request the function confirmed as stored, however late the confirmation and however many
 * retries follow it; `contact_refused` (the reason) for each send that ended unstored. A send
 * still waiting for its call has not ended: that call's late answer reports instead. Lives
 * beside the sender, which loads only as the visitor begins the form, so the events cost the
 * page's first load nothing.
 */
export function reportingOutcomes(sender: Sender, track: Track): Sender {
  const leads = new Set<string>();
  const report = (id: string, topic: ContactTopic) => (outcome: SendOutcome) => {
    if (outcome.sent) {
      if (leads.has(id)) return;
      leads.add(id);
      track("generate_lead", { topic });
    } else if (!outcome.stillTrying) {
      track("contact_refused", { reason: outcome.failure });
    }
  };
  return {
    async send(id, request, options = {}) {
      const reportThis = report(id, request.topic);
      const outcome = await sender.send(id, request, {
        ...options,
        onLateAnswer: (late) => {
          reportThis(late);
          options.onLateAnswer?.(late);
        },
      });
      reportThis(outcome);
      return outcome;
    },
  };
}
