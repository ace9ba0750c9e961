"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { delay, focusField, honeypotFilled } from "./form-dom";
import type { ContactFormValues } from "./form-values";
import { loadFirestoreSender, loadValidation, warmUpContactForm } from "./lazy-modules";
import { remainingWait } from "./minimum-time";
import { newRequestId } from "./request-id";
import { classifySendError, type SendFailure } from "./send-failure";
import { useContactDraft } from "./use-contact-draft";
import type { FieldErrors, validateContactForm } from "./validate";

export type FormPhase =
  | { kind: "editing" }
  | { kind: "sending" }
  /** `stillTrying`: the write is queued and may yet arrive, so the fields are read-only. */
  | { kind: "problem"; failure: SendFailure; stillTrying: boolean }
  | { kind: "sent"; reference: string; name: string; email: string };

/**
 * The contact form's behaviour: the draft, validation on send (then live as the visitor
 * corrects), one send at a time, honest outcomes, and focus where the visitor needs it.
 */
export function useContactForm() {
  const { draft, store } = useContactDraft();
  const [phase, setPhase] = useState<FormPhase>({ kind: "editing" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const validate = useRef<typeof validateContactForm | null>(null);
  const sending = useRef(false);
  const shownAt = useRef(0);
  const watched = useRef(new WeakSet<Promise<void>>());

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const update = useCallback(
    <Field extends keyof ContactFormValues>(field: Field, value: ContactFormValues[Field]) => {
      store().update(field, value);
      // After a failed send, errors follow the visitor's corrections as they type.
      if (validate.current) {
        const result = validate.current(store().getSnapshot().values);
        setErrors(result.ok ? {} : result.errors);
      }
    },
    [store],
  );

  const finish = useCallback(
    (reference: string, values: ContactFormValues) => {
      store().clear();
      validate.current = null;
      setErrors({});
      setPhase({ kind: "sent", reference, name: values.name.trim(), email: values.email.trim() });
    },
    [store],
  );

  const fail = useCallback(
    (
      failure: SendFailure,
      stillTrying?: Promise<void>,
      id?: string,
      values?: ContactFormValues,
    ) => {
      flushSync(() => setPhase({ kind: "problem", failure, stillTrying: Boolean(stillTrying) }));
      noticeRef.current?.focus();
      if (!stillTrying || !id || !values || watched.current.has(stillTrying)) return;
      // The provider keeps trying: report the real outcome whenever it arrives.
      watched.current.add(stillTrying);
      const stillCurrent = () => store().getSnapshot().requestId === id;
      stillTrying.then(
        () => stillCurrent() && finish(id, values),
        (error: unknown) =>
          stillCurrent() &&
          setPhase({ kind: "problem", failure: classifySendError(error), stillTrying: false }),
      );
    },
    [finish, store],
  );

  const send = useCallback(
    async ({ asNewRequest = false } = {}) => {
      if (sending.current) return;
      sending.current = true;
      // Read once, now: a queued write that lands while this runs clears the draft, and the
      // retry must then find that write's id, not start a second request.
      const draft = store().getSnapshot();
      const values = draft.values;
      setPhase({ kind: "sending" });
      try {
        const validation = await loadValidation();
        const result = validation.validateContactForm(values);
        validate.current = validation.validateContactForm;
        if (!result.ok) {
          flushSync(() => {
            setErrors(result.errors);
            setPhase({ kind: "editing" });
          });
          focusField(formRef.current, result.firstInvalid);
          return;
        }
        setErrors({});
        // A bot filled the hidden field: it sees success, and nothing is stored.
        if (honeypotFilled(formRef.current)) return finish(newRequestId(), values);
        if (!navigator.onLine) return fail("offline");

        // Every attempt at this draft reuses its id, saved before the first write.
        const reusedId = asNewRequest ? undefined : draft.requestId;
        const requestId = reusedId ?? newRequestId();
        store().assignRequestId(requestId);
        await delay(remainingWait(shownAt.current, performance.now()));
        const { contactSender } = await loadFirestoreSender();
        const outcome = await contactSender.send(requestId, result.request, {
          mayExistAlready: Boolean(reusedId) && draft.requestIdFromEarlierVisit,
        });
        if (outcome.sent) finish(requestId, values);
        else fail(outcome.failure, outcome.stillTrying, requestId, values);
      } catch (error) {
        // Loading validation or the SDK failed: most often the connection dropped.
        fail(navigator.onLine ? classifySendError(error) : "offline");
      } finally {
        sending.current = false;
      }
    },
    [fail, finish, store],
  );

  const startOver = useCallback(() => {
    flushSync(() => setPhase({ kind: "editing" }));
    focusField(formRef.current, "name");
  }, []);

  const readOnly = phase.kind === "sending" || (phase.kind === "problem" && phase.stillTrying);

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
