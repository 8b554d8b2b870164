'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import type { FavoriteTalent } from '@/lib/favorites/types';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { postForm, type FormSendResult } from '@/lib/forms/client';
import { isFormErrorKey, type FieldErrors } from '@/lib/forms/field-errors';
import {
  emptyFavoritesRequestFields,
  FAVORITES_REQUEST_FIELDS,
  favoritesRequestFieldsSchema,
  type FavoritesRequestFields,
} from '@/lib/forms/favorites-request';
import { FORM_RESET_DELAY_MS, type FormStatus } from '@/lib/forms/form-status';
import { useFillTimer } from '@/lib/forms/use-fill-timer';
import { DateField } from './date-field';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './request-form.module.css';

type FieldName = keyof FavoritesRequestFields;

/** A failed send the visitor can act on; the form keeps everything either way. */
type Problem =
  | { key: 'panelUnavailable' | 'tooFast' | 'network' | 'unexpected' | 'noFavorites' }
  | { key: 'rateLimited'; minutes: number };

function problemOf(result: Exclude<FormSendResult, { kind: 'sent' | 'invalid_fields' }>): Problem {
  switch (result.kind) {
    case 'rate_limited':
      return { key: 'rateLimited', minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) };
    case 'panel_unavailable':
      return { key: 'panelUnavailable' };
    case 'too_fast':
      return { key: 'tooFast' };
    case 'network':
      return { key: 'network' };
    default:
      return { key: 'unexpected' };
  }
}

/**
 * The booking request for the talents on the wishlist (spec: name / company, email, phone, job date,
 * buyouts, message; all required). Send, Sending, Sent; everything empties 2.5 s after Sent. A failed
 * send says why and keeps every field, so Send simply works again.
 */
export function RequestForm({ talents }: { talents: FavoriteTalent[] }) {
  const t = useTranslations('FavoritesForm');
  const locale = useLocale();
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FavoritesRequestFields>({
    resolver: zodResolver(favoritesRequestFieldsSchema),
    defaultValues: emptyFavoritesRequestFields,
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sentNotice, setSentNotice] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fillTime = useFillTimer();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  function showServerErrors(fieldErrors: FieldErrors) {
    const fields = FAVORITES_REQUEST_FIELDS.filter((field) => fieldErrors[field]);
    fields.forEach((field, index) =>
      setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: index === 0 }),
    );
    if (fieldErrors.talents) setProblem({ key: 'noFavorites' });
    else if (fields.length === 0) setProblem({ key: 'unexpected' });
  }

  async function send(fields: FavoritesRequestFields) {
    // Nothing to ask about without talents; a second click while sending must not send twice.
    if (status !== 'idle' || talents.length === 0) return;
    setStatus('sending');
    setProblem(null);
    setSentNotice(false);
    const result = await postForm('/api/favorites', {
      ...fields,
      talents,
      locale,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      [FILL_TIME_FIELD]: fillTime(),
    });
    if (result.kind === 'sent') {
      setStatus('sent');
      setSentNotice(true);
      resetTimer.current = setTimeout(() => {
        reset(emptyFavoritesRequestFields);
        setStatus('idle');
      }, FORM_RESET_DELAY_MS);
      return;
    }
    setStatus('idle');
    if (result.kind === 'invalid_fields') showServerErrors(result.errors);
    else setProblem(problemOf(result));
  }

  function errorText(error: FieldError | undefined): string | null {
    if (!error) return null;
    return t(`errors.${isFormErrorKey(error.message) ? error.message : 'invalid'}`);
  }

  /** Label, input, hint and error of one field, linked for assistive technology. */
  function describedField(name: FieldName, hint: boolean) {
    const id = `${formId}-${name}`;
    const error = errorText(errors[name]);
    const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
    return {
      id,
      error,
      inputProps: {
        id,
        'aria-required': true,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: styles.input,
      },
    };
  }

  const fieldsInOrder: { name: FieldName; hint: boolean }[] = [
    { name: 'name', hint: false },
    { name: 'email', hint: false },
    { name: 'phone', hint: false },
    { name: 'jobDate', hint: true },
    { name: 'buyouts', hint: true },
    { name: 'message', hint: true },
  ];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.meta}>
        {t('allRequired')} {t('talents', { count: talents.length })}
      </p>

      {fieldsInOrder.map(({ name, hint }) => {
        const { id, error, inputProps } = describedField(name, hint);
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {t(name)}
            </label>
            {name === 'jobDate' ? (
              <Controller
                control={control}
                name="jobDate"
                render={({ field }) => (
                  <DateField
                    {...inputProps}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    placeholder={t('jobDatePlaceholder')}
                    calendarLabel={t('openCalendar')}
                  />
                )}
              />
            ) : name === 'message' ? (
              <textarea {...inputProps} {...register(name)} rows={5} />
            ) : (
              <input
                {...inputProps}
                {...register(name)}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                autoComplete={name === 'buyouts' ? 'off' : name === 'phone' ? 'tel' : name}
                inputMode={name === 'phone' ? 'tel' : undefined}
              />
            )}
            {hint && (
              <p id={`${id}-hint`} className={styles.hint}>
                {t(`${name as 'jobDate' | 'buyouts' | 'message'}Hint`)}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}

      {/* People never see or reach this field; form-filling bots do (see lib/forms/bot-traps.ts). */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
        <input
          ref={honeypotRef}
          id={`${formId}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {problem && (
        <p role="alert" className={styles.problem}>
          {problem.key === 'rateLimited'
            ? t('problems.rateLimited', { minutes: problem.minutes })
            : problem.key === 'noFavorites'
              ? t('errors.noFavorites')
              : t(`problems.${problem.key}`)}
        </p>
      )}

      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.submit}`}
          aria-disabled={status !== 'idle'}
          data-status={status}
        >
          {t(status === 'idle' ? 'send' : status)}
        </button>
        <p role="status" className={styles.status}>
          {status === 'sending' ? t('sending') : sentNotice ? t('sentNotice') : ''}
        </p>
      </div>
    </form>
  );
}
