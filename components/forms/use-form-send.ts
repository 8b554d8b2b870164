import pRetry from 'p-retry';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { ApiError, ApiNoAnswer } from '@/lib/api/errors';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import type { FieldErrors } from '@/lib/api/field-errors';
import type { SendTransfer } from '@/lib/forms/client';
import { FORM_RESET_DELAY_MS, type FormStatus } from '@/lib/forms/form-status';
import { createReference, type ReferencedForm } from '@/lib/forms/reference';
import { retryPlan, type RetryPlan, type RetryReason } from '@/lib/forms/send-retry';
import { sameFiguresShown, uploadFigures, type UploadFigures } from '@/lib/forms/upload-figures';
import { useFillTimer } from '@/lib/forms/use-fill-timer';
import { problemOf, type SendProblem } from './send-problem';

type BotTrapFields = { [HONEYPOT_FIELD]: string; [FILL_TIME_FIELD]: number };

/** One try: resolves with the reference the route answered. */
export type SendPost = (
  botTraps: BotTrapFields,
  transfer: Required<SendTransfer>,
  reference: string,
) => Promise<string | null>;

type SendOptions = {
  /** FORM_RESET_DELAY_MS after Sent, or at once on `startOver`. */
  emptyForm: () => void;
  showFieldErrors: (errors: FieldErrors) => number;
};

export type RetryNotice = { reason: RetryReason; seconds: number };

/** While a send is on its way: how far its body has gone, or the wait before another try. */
export type UploadShown = { figures: UploadFigures | null; retry: RetryNotice | null };

/** Set with `replace`, so setting it again while nothing shows tells no one. */
const NOTHING_SHOWN: UploadShown = { figures: null, retry: null };

export type SendReceipt<Values> = { reference: string; values: Values };

// A blob (a photo, a video) counts as the same only if it is the same file the visitor chose.
const blobIds = new WeakMap<Blob, number>();
let blobsSeen = 0;
function sentValuesKey(values: unknown): string {
  return JSON.stringify(values, (_name, value: unknown) => {
    if (!(value instanceof Blob)) return value;
    if (!blobIds.has(value)) blobIds.set(value, (blobsSeen += 1));
    return `blob ${blobIds.get(value)}`;
  });
}

/** Ends after the plan's wait, or as soon as the browser is back online; rejects as the send is cancelled. */
function waitToRetry({ reason, waitMs }: RetryPlan, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const listening = new AbortController();
    const end = (settle: () => void) => {
      clearTimeout(timer);
      listening.abort();
      settle();
    };
    const timer = setTimeout(() => end(resolve), waitMs);
    if (reason !== 'busy')
      window.addEventListener('online', () => end(resolve), { signal: listening.signal });
    signal.addEventListener('abort', () => end(() => reject(signal.reason)), { signal: listening.signal });
  });
}

// A failed send never loses what the visitor typed; one failing on the way tries again on its own for
// RESUME_WINDOW_MS. Resending the same values reuses their reference, so the route and panel take it once.
export function useFormSend<Values>(form: ReferencedForm) {
  const [status, setStatus] = useState<FormStatus>('idle');
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [receipt, setReceipt] = useState<SendReceipt<Values> | null>(null);
  // Apart from the form's state: it changes many times a second, and only the bar and the status read it.
  const [upload] = useState(() => createStore<UploadShown>(() => NOTHING_SHOWN));
  // Guards against a double click before the next render shows Sending.
  const busy = useRef(false);
  const sending = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingReset = useRef<(() => void) | null>(null);
  const unsent = useRef<{ key: string; reference: string } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fillTime = useFillTimer();

  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
      sending.current?.abort();
    },
    [],
  );

  const referenceFor = useCallback(
    (values: Values): string => {
      const key = sentValuesKey(values);
      if (unsent.current?.key !== key) unsent.current = { key, reference: createReference(form) };
      return unsent.current.reference;
    },
    [form],
  );

  const send = useCallback(
    async (values: Values, post: SendPost, options: SendOptions) => {
      if (busy.current) return;
      busy.current = true;
      const controller = new AbortController();
      sending.current = controller;
      setStatus('sending');
      setProblem(null);
      setReceipt(null);
      const botTraps = { [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '', [FILL_TIME_FIELD]: fillTime() };
      const reference = referenceFor(values);
      let attempts = 0;
      let failingSince: number | null = null;
      let plan: RetryPlan | null = null;
      let answered: string | null;
      try {
        answered = await pRetry(
          () => {
            attempts += 1;
            upload.setState(NOTHING_SHOWN, true);
            const startedAt = performance.now();
            const transfer = {
              signal: controller.signal,
              onProgress: (sent: number, total: number) => {
                const figures = uploadFigures(sent, total, performance.now() - startedAt);
                if (!sameFiguresShown(upload.getState().figures, figures)) upload.setState({ figures });
              },
            };
            return post(botTraps, transfer, reference);
          },
          {
            retries: Number.POSITIVE_INFINITY,
            signal: controller.signal,
            // The wait is the plan's (Retry-After, or until the browser is back online), so p-retry adds none.
            minTimeout: 0,
            onFailedAttempt: async ({ error, attemptNumber }) => {
              failingSince ??= Date.now();
              plan = retryPlan(error, {
                attempt: attemptNumber,
                failingForMs: Date.now() - failingSince,
                online: navigator.onLine,
              });
              if (!plan) return;
              upload.setState({
                figures: null,
                retry: { reason: plan.reason, seconds: Math.ceil(plan.waitMs / 1000) },
              });
              await waitToRetry(plan, controller.signal);
            },
            shouldRetry: () => plan !== null,
          },
        );
      } catch (failure) {
        busy.current = false;
        setStatus('idle');
        if (controller.signal.aborted) {
          setProblem({ key: 'cancelled' });
          return;
        }
        if (!(failure instanceof ApiError || failure instanceof ApiNoAnswer)) throw failure;
        // The route holds this reference to other values: the next send goes as a new one.
        if (failure instanceof ApiError && failure.code === 'reference_reused') unsent.current = null;
        const fieldsShown =
          failure instanceof ApiError && failure.errors ? options.showFieldErrors(failure.errors) : 0;
        setProblem(problemOf(failure, fieldsShown, attempts));
        return;
      } finally {
        sending.current = null;
        upload.setState(NOTHING_SHOWN, true);
      }
      unsent.current = null;
      setStatus('sent');
      setReceipt({ reference: answered ?? reference, values });
      const reset = () => {
        clearTimeout(resetTimer.current);
        pendingReset.current = null;
        options.emptyForm();
        busy.current = false;
        setStatus('idle');
      };
      pendingReset.current = reset;
      resetTimer.current = setTimeout(reset, FORM_RESET_DELAY_MS);
    },
    [fillTime, upload, referenceFor],
  );

  const cancel = useCallback(() => sending.current?.abort(), []);

  /** After Sent: the receipt goes and the form is empty at once. */
  const startOver = useCallback(() => {
    pendingReset.current?.();
    setReceipt(null);
  }, []);

  return { status, problem, receipt, upload, honeypotRef, send, cancel, startOver };
}
