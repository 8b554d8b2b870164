import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, ApiNoAnswer } from '@/lib/api/errors';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import type { FieldErrors } from '@/lib/api/field-errors';
import { FORM_RESET_DELAY_MS, type FormStatus } from '@/lib/forms/form-status';
import { useFillTimer } from '@/lib/forms/use-fill-timer';
import { problemOf, type SendProblem } from './send-problem';

type BotTrapFields = { [HONEYPOT_FIELD]: string; [FILL_TIME_FIELD]: number };

type SendOptions = {
  /** FORM_RESET_DELAY_MS after Sent. */
  emptyForm: () => void;
  showFieldErrors: (errors: FieldErrors) => number;
};

/** A failed send goes straight back to Send with the reason, and the form keeps everything. */
export function useFormSend() {
  const [status, setStatus] = useState<FormStatus>('idle');
  const [problem, setProblem] = useState<SendProblem | null>(null);
  /** Until the next send. */
  const [receipt, setReceipt] = useState<{ reference: string | null } | null>(null);
  // Guards against a double click before the next render shows Sending.
  const busy = useRef(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fillTime = useFillTimer();

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const send = useCallback(
    async (post: (botTraps: BotTrapFields) => Promise<string | null>, options: SendOptions) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('sending');
      setProblem(null);
      setReceipt(null);
      let reference: string | null;
      try {
        reference = await post({
          [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
          [FILL_TIME_FIELD]: fillTime(),
        });
      } catch (failure) {
        busy.current = false;
        setStatus('idle');
        if (!(failure instanceof ApiError || failure instanceof ApiNoAnswer)) throw failure;
        const fieldsShown =
          failure instanceof ApiError && failure.errors ? options.showFieldErrors(failure.errors) : 0;
        setProblem(problemOf(failure, fieldsShown));
        return;
      }
      setStatus('sent');
      setReceipt({ reference });
      resetTimer.current = setTimeout(() => {
        options.emptyForm();
        busy.current = false;
        setStatus('idle');
      }, FORM_RESET_DELAY_MS);
    },
    [fillTime],
  );

  return { status, problem, receipt, honeypotRef, send };
}
