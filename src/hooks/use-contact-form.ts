"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Locale } from "@/config/locale";
import { delay, enteredBeforeHydration, focusField, honeypotValue } from "@/lib/contact/form-dom";
import { EDITING, fieldsReadOnly, nextPhase } from "@/lib/contact/form-phase";
import type { ContactFormValues } from "@/lib/contact/fields";
import { loadFunctionSender, loadValidation, warmUpContactForm } from "@/lib/contact/lazy-modules";
import { remainingWait } from "@/lib/contact/minimum-time";
import { newRequestId } from "@/lib/contact/request-id";
import { withPresetTopic } from "@/lib/contact/preset-topic";
import { classifySendError } from "@/lib/contact/send-failure";
import type { ContactTopic } from "@/lib/contact/topics";
import type { SendOutcome } from "@/lib/contact/sender";
import { useContactDraft } from "./use-contact-draft";
import type { FieldErrors, validateContactForm } from "@/lib/contact/validate";

type FailedSend = Omit<Extract<SendOutcome, { sent: false }>, "sent">;

/**
 * The contact form's behaviour: the draft, validation on send (then live as the visitor
 * corrects), one send at a time, honest outcomes, and focus where the visitor needs it.
 * Each request carries `locale`, the page's language, for the team's mail; `presetTopic` is the
 * topic it opens on where the page gives one (a landing page's form).
 */
export function useContactForm(locale: Locale, presetTopic?: ContactTopic) {
  const { draft: stored, store } = useContactDraft();
  const draft = { ...stored, values: withPresetTopic(stored.values, presetTopic) };
  const current = useCallback(
    () => withPresetTopic(store.getSnapshot().values, presetTopic),
    [store, presetTopic],
  );
  const [phase, dispatch] = useReducer(nextPhase, EDITING);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const validate = useRef<typeof validateContactForm | null>(null);
  const sending = useRef(false);
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = performance.now();
    // Runs before React re-renders the hydrated form with the stored draft, which would
    // otherwise erase anything typed or chosen while the page's scripts were still loading.
    const entered = Object.entries(enteredBeforeHydration(formRef.current));
    for (const [field, value] of entered) {
      // The preset topic is the page's choice, checked in its HTML; a draft keeps only the visitor's.
      if (field === "topic" && value === presetTopic) continue;
      store.update(field as keyof ContactFormValues, value);
    }
  }, [store, presetTopic]);

  const update = useCallback(
    <Field extends keyof ContactFormValues>(field: Field, value: ContactFormValues[Field]) => {
      store.update(field, value);
      // After a failed send, errors follow the visitor's corrections as they type.
      if (validate.current) {
        const result = validate.current(current());
        setErrors(result.ok ? {} : result.errors);
      }
    },
    [store, current],
  );

  const finish = useCallback(
    (reference: string, values: ContactFormValues, updated = false) => {
      store.clear();
      validate.current = null;
      setErrors({});
      const { name, email } = values;
      dispatch({ type: "sent", reference, name: name.trim(), email: email.trim(), updated });
    },
    [store],
  );

  const fail = useCallback(({ failure, stillTrying, retryAfterSeconds }: FailedSend) => {
    flushSync(() => dispatch({ type: "failed", failure, stillTrying, retryAfterSeconds }));
    noticeRef.current?.focus();
  }, []);

  /**
   * The one path of a late answer, the outcome of a call that outlived its send: shown only if
   * the draft still holds the request that call carried (once a send went through, or a new
   * request began, it has nothing left to say).
   */
  const lateAnswer = useCallback(
    (id: string, values: ContactFormValues) => (outcome: SendOutcome) => {
      if (store.getSnapshot().requestId !== id) return;
      if (outcome.sent) finish(id, values, outcome.updated);
      else {
        const { failure, retryAfterSeconds } = outcome;
        dispatch({ type: "failed", failure, retryAfterSeconds });
      }
    },
    [finish, store],
  );

  const send = useCallback(
    async ({ asNewRequest = false } = {}) => {
      if (sending.current) return;
      sending.current = true;
      // Read once, now: a queued write that lands while this runs clears the draft, and the
      // retry must then find that write's id, not start a second request.
      const draft = store.getSnapshot();
      const values = withPresetTopic(draft.values, presetTopic);
      dispatch({ type: "send" });
      try {
        const validation = await loadValidation();
        const result = validation.validateContactForm(values);
        validate.current = validation.validateContactForm;
        if (!result.ok) {
          flushSync(() => {
            setErrors(result.errors);
            dispatch({ type: "invalid" });
          });
          focusField(formRef.current, result.firstInvalid);
          return;
        }
        setErrors({});
        if (!navigator.onLine) return fail({ failure: "offline" });

        // Every attempt at this draft reuses its id, saved before the first write.
        const reusedId = asNewRequest ? undefined : draft.requestId;
        const requestId = reusedId ?? newRequestId();
        store.assignRequestId(requestId);
        await delay(remainingWait(shownAt.current, performance.now()));
        const { contactSender } = await loadFunctionSender();
        // The honeypot goes along: the server answers a filled one like a success, keeping
        // nothing, so a bot learns nothing from the answer.
        const submission = {
          ...result.request,
          locale,
          website: honeypotValue(formRef.current),
        };
        const outcome = await contactSender.send(requestId, submission, {
          mayExistAlready: Boolean(reusedId) && draft.requestIdFromEarlierVisit,
          onLateAnswer: lateAnswer(requestId, values),
        });
        if (outcome.sent) finish(requestId, values, outcome.updated);
        else fail(outcome);
      } catch (error) {
        // Loading validation or the SDK failed: most often the connection dropped.
        fail({ failure: navigator.onLine ? classifySendError(error) : "offline" });
      } finally {
        sending.current = false;
      }
    },
    [fail, finish, lateAnswer, locale, presetTopic, store],
  );

  const startOver = useCallback(() => {
    flushSync(() => dispatch({ type: "start-over" }));
    focusField(formRef.current, "name");
  }, []);

  const readOnly = fieldsReadOnly(phase);

  return {
    values: draft.values,
    errors,
    phase,
    readOnly,
    formRef,
    noticeRef,
    update,
    send,
    startOver,
    warmUp: warmUpContactForm,
  };
}
