'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef } from 'react';
import { useStore } from 'zustand';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { isFormErrorKey, type FieldErrors } from '@/lib/api/field-errors';
import type { FormStatus } from '@/lib/forms/form-status';
import { countValues, formatCount } from '@/lib/i18n/numbers';
import { prefersReducedMotion } from '@/components/ui/motion';
import { HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { Honeypot } from './honeypot';
import type { SendProblem } from './send-problem';
import type { RetryNotice, useFormSend } from './use-form-send';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './form.module.css';

/** react-hook-form errors carry a FormErrors key. */
export function useFieldErrorText(): (error: { message?: string } | undefined) => string | null {
  const t = useTranslations('FormErrors');
  return (error) => (error ? t(isFormErrorKey(error.message) ? error.message : 'invalid') : null);
}

/** Marks and focuses the fields a refusal names; answers how many of the form's fields it marked. */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  errors: FieldErrors,
): number {
  const named = fields.filter((field) => errors[field]);
  named.forEach((field, index) =>
    setError(field, { type: 'server', message: errors[field] }, { shouldFocus: index === 0 }),
  );
  return named.length;
}

/** With mode onBlur: an invalid field is checked on each change, so the mark goes once it is right. */
export function recheckWhileInvalid<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'trigger'>,
  name: Path<T>,
) {
  return {
    onChange: () => {
      if (form.getFieldState(name).invalid) void form.trigger(name);
    },
  };
}

/** Ids `${id}-hint` and `${id}-error`. */
export function fieldA11y(
  id: string,
  { error, hint = false, required = false }: { error: string | null; hint?: boolean; required?: boolean },
) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export function FieldHint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={`${id}-hint`} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  );
}

// At the form's top, taking focus: the visitor is at the form's end, often with the message below the fold.
export function FormReceipt({ title, children }: { title: string; children: React.ReactNode }) {
  const show = useCallback((receipt: HTMLDivElement | null) => {
    if (!receipt) return;
    receipt.focus({ preventScroll: true });
    receipt.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);
  return (
    <div ref={show} tabIndex={-1} className={styles.receipt}>
      <h2 className={styles.receiptTitle}>{title}</h2>
      {children}
    </div>
  );
}

/** For `t.rich`: a receipt's `<ref>` reference stays on one line, so it reads as one word. */
export const referenceTag = {
  ref: (chunks: React.ReactNode) => <span className={styles.reference}>{chunks}</span>,
};

/** What a send carried, in its receipt: `excerpt` rows show their first lines only. */
export function SentSummary({
  rows,
}: {
  rows: { label: string; value: React.ReactNode; excerpt?: boolean }[];
}) {
  return (
    <dl className={styles.sentSummary}>
      {rows.map(({ label, value, excerpt }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={excerpt ? styles.excerpt : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What went wrong with the last send. A cancelled send went as the visitor chose: the status line says so. */
function SendProblemAlert({ problem }: { problem: SendProblem | null }) {
  const t = useTranslations('FormErrors.problems');
  const locale = useLocale();
  if (!problem || problem.key === 'cancelled') return null;
  return (
    <p role="alert" className={styles.problem}>
      {problem.key === 'rateLimited'
        ? t('rateLimited', { minutes: problem.minutes, shown: formatCount(problem.minutes, locale) })
        : problem.key === 'networkRetried'
          ? t('networkRetried', { attempts: problem.attempts })
          : t(problem.key)}
    </p>
  );
}

type Sender = Pick<
  ReturnType<typeof useFormSend>,
  'status' | 'problem' | 'honeypotRef' | 'upload' | 'cancel'
>;

/** What a waiting send says; the form names what it keeps (its `waitingNotice`). */
function useWaitingText(namespace: SendFooterNamespace): (retry: RetryNotice) => string {
  const t = useTranslations(namespace);
  const tSending = useTranslations('FormErrors.sending');
  const locale = useLocale();
  return ({ reason, seconds }) => {
    const wait = countValues(seconds, locale);
    if (reason === 'busy') return tSending('busy', wait);
    return `${t('waitingNotice')} ${reason === 'offline' ? tSending('whenOnline') : tSending('retryIn', wait)}`;
  };
}

/** aria-disabled, not disabled, while busy, so keyboard focus is not lost; Cancel while it is. */
function SendActions({
  status,
  labels,
  statusText,
  cancel,
}: {
  status: FormStatus;
  labels: Record<FormStatus, string>;
  statusText: React.ReactNode;
  cancel: () => void;
}) {
  const t = useTranslations('FormErrors.sending');
  const submit = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.actions}>
      <button
        ref={submit}
        type="submit"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.submit}`}
        aria-disabled={status !== 'idle'}
        data-status={status}
      >
        {labels[status]}
      </button>
      {status === 'sending' && (
        <button
          type="button"
          className={buttonStyles.button}
          onClick={() => {
            // The button leaves as the send stops: focus goes back to Send.
            cancel();
            submit.current?.focus();
          }}
        >
          {t('cancel')}
        </button>
      )}
      <p role="status" className={styles.status}>
        {statusText}
      </p>
    </div>
  );
}

type SendFooterNamespace = 'FavoritesForm' | 'ContactForm' | 'Application';

/** Texts from each form's namespace: honeypot, send, sending, sent, sendingNotice, waitingNotice. */
export function SendFooter({
  id,
  namespace,
  sender,
  children,
}: {
  id: string;
  namespace: SendFooterNamespace;
  sender: Sender;
  children?: React.ReactNode;
}) {
  const t = useTranslations(namespace);
  const labels: Record<FormStatus, string> = { idle: t('send'), sending: t('sending'), sent: t('sent') };
  const tProblems = useTranslations('FormErrors.problems');
  const waitingText = useWaitingText(namespace);
  const retry = useStore(sender.upload, (shown) => shown.retry);
  // The status line stays on the page: screen readers hear its text change, where a region that
  // appears with its text already in is not announced by all of them.
  const statusText =
    sender.status === 'sending'
      ? retry
        ? waitingText(retry)
        : t('sendingNotice')
      : sender.problem?.key === 'cancelled'
        ? tProblems('cancelled')
        : '';
  return (
    <>
      <Honeypot id={`${id}-${HONEYPOT_FIELD}`} label={t('honeypot')} inputRef={sender.honeypotRef} />
      {children}
      <SendProblemAlert problem={sender.problem} />
      <SendActions status={sender.status} labels={labels} statusText={statusText} cancel={sender.cancel} />
    </>
  );
}
