import pRetry from 'p-retry';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { ApiError, ApiNoAnswer } from '@/lib/api/errors';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import type { FieldErrors } from '@/lib/api/field-errors';
import type { SendTransfer } from '@/lib/forms/client';
import { FORM_RESET_DELAY_MS, type FormStatus } from '@/lib/forms/form-status';
import { sameFiguresShown, uploadFigures, type UploadFigures } from '@/lib/forms/upload-figures';
import { useFillTimer } from '@/lib/forms/use-fill-timer';
import { isPassingFailure, problemOf, type SendProblem } from './send-problem';

type BotTrapFields = { [HONEYPOT_FIELD]: string; [FILL_TIME_FIELD]: number };

type SendOptions = {
  /** FORM_RESET_DELAY_MS after Sent. */
  emptyForm: () => void;
  showFieldErrors: (errors: FieldErrors) => number;
  /**
   * Tries again on its own this many times after a dropped connection, waiting 1 s, 2 s, 4 s…: only for a
   * post the route takes once however often it arrives (the application's reference).
   */
  retries?: number;
};

/** The wait before another try, while the send waits for it. */
export type RetryNotice = { attempt: number; attempts: number; seconds: number };

/** While a multipart body is on its way: how far it has gone, or the wait before another try. */
export type UploadShown = { figures: UploadFigures | null; retry: RetryNotice | null };

/** Set with `replace`, so setting it again while nothing shows tells no one. */
const NOTHING_SHOWN: UploadShown = { figures: null, retry: null };

/**
 * A failed send goes straight back to Send with the reason, and the form keeps everything. A send can be
 * cancelled (which keeps everything too); an upload reports how far it has gone.
 */
export function useFormSend() {
  const [status, setStatus] = useState<FormStatus>('idle');
  const [problem, setProblem] = useState<SendProblem | null>(null);
  /** Until the next send. */
  const [receipt, setReceipt] = useState<{ reference: string | null } | null>(null);
  // Apart from the form's state: it changes many times a second, and only the upload's bar reads it.
  const [upload] = useState(() => createStore<UploadShown>(() => NOTHING_SHOWN));
  // Guards against a double click before the next render shows Sending.
  const busy = useRef(false);
  const sending = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fillTime = useFillTimer();

  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
      sending.current?.abort();
    },
    [],
  );

  const send = useCallback(
    async (
      post: (botTraps: BotTrapFields, transfer: Required<SendTransfer>) => Promise<string | null>,
      { retries = 0, ...options }: SendOptions,
    ) => {
      if (busy.current) return;
      busy.current = true;
      const controller = new AbortController();
      sending.current = controller;
      setStatus('sending');
      setProblem(null);
      setReceipt(null);
      const botTraps = { [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '', [FILL_TIME_FIELD]: fillTime() };
      let attempts = 0;
      let reference: string | null;
      try {
        reference = await pRetry(
          () => {
            attempts += 1;
            upload.setState(NOTHING_SHOWN, true);
            const startedAt = performance.now();
            return post(botTraps, {
              signal: controller.signal,
              onProgress: (sent, total) => {
                const figures = uploadFigures(sent, total, performance.now() - startedAt);
                if (!sameFiguresShown(upload.getState().figures, figures)) upload.setState({ figures });
              },
            });
          },
          {
            retries,
            signal: controller.signal,
            shouldRetry: ({ error }) => isPassingFailure(error),
            onFailedAttempt: ({ error, attemptNumber, retriesLeft, retryDelay }) => {
              if (!isPassingFailure(error) || retriesLeft === 0) return;
              upload.setState({
                figures: null,
                retry: { attempt: attemptNumber + 1, attempts: retries + 1, seconds: retryDelay / 1000 },
              });
            },
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
        const fieldsShown =
          failure instanceof ApiError && failure.errors ? options.showFieldErrors(failure.errors) : 0;
        setProblem(problemOf(failure, fieldsShown, attempts));
        return;
      } finally {
        sending.current = null;
        upload.setState(NOTHING_SHOWN, true);
      }
      setStatus('sent');
      setReceipt({ reference });
      resetTimer.current = setTimeout(() => {
        options.emptyForm();
        busy.current = false;
        setStatus('idle');
      }, FORM_RESET_DELAY_MS);
    },
    [fillTime, upload],
  );

  /** Stops the send under way, upload or wait, and leaves the form as it was. */
  const cancel = useCallback(() => sending.current?.abort(), []);

  return { status, problem, receipt, upload, honeypotRef, send, cancel };
}
