'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '@/components/forms/date-field';
import {
  fieldA11y,
  FieldError,
  FieldHint,
  FormReceipt,
  referenceTag,
  SendFooter,
  SentSummary,
  showFieldErrors,
  useFieldErrorText,
} from '@/components/forms/form-parts';
import { lazyZodResolver, useSchemaWhenIdle } from '@/components/forms/lazy-resolver';
import { useFormSend } from '@/components/forms/use-form-send';
import type { FavoriteTalent } from '../types';
import { postForm } from '@/lib/forms/client';
import { localIsoDate } from '@/lib/forms/dates';
import { REFERENCE_FIELD } from '@/lib/forms/reference';
import { formatLongDate, type Locale } from '@/lib/i18n/locales';
import type { FieldErrors, FormErrorKey } from '@/lib/api/field-errors';
import { emptyFavoritesRequestFields, FAVORITES_REQUEST_FIELDS, type FavoritesRequestFields } from './fields';
import buttonStyles from '@/components/ui/button.module.css';
import formStyles from '@/components/forms/form.module.css';
import styles from './form.module.css';

type FieldName = keyof FavoritesRequestFields;

/** What one send asks for: the fields and the talents as they were when Send was pressed. */
type BookingRequest = { fields: FavoritesRequestFields; talents: FavoriteTalent[] };

/** A yyyy-MM-dd job date as the receipt says it ("15 July 2026"): the day the visitor chose. */
const longJobDate = (isoDate: string, locale: Locale) =>
  formatLongDate(new Date(`${isoDate}T12:00:00Z`), locale);

const schema = lazyZodResolver(() =>
  import('./schema').then((module) => module.favoritesRequestFieldsSchema),
);

/** `message` starts the message field (a reviewer's notes on the talents). */
export function RequestForm({ talents, message = '' }: { talents: FavoriteTalent[]; message?: string }) {
  const t = useTranslations('FavoritesForm');
  const tErrors = useTranslations('FormErrors');
  const errorText = useFieldErrorText();
  const locale = useLocale();
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<FavoritesRequestFields>({
    resolver: schema.resolver,
    defaultValues: { ...emptyFavoritesRequestFields, message },
  });
  // A client's picks start the message: when they change (a pick taken out), that start is written anew
  // and what the visitor typed after it stays. A start the visitor has edited is theirs and stays as is.
  const prefilled = useRef(message);
  useEffect(() => {
    if (message === prefilled.current) return;
    const typed = getValues('message');
    if (typed.startsWith(prefilled.current)) {
      setValue('message', message + typed.slice(prefilled.current.length));
    }
    prefilled.current = message;
  }, [message, getValues, setValue]);
  useSchemaWhenIdle(schema);
  const sender = useFormSend<BookingRequest>('favorites');
  const sent = sender.receipt;
  // What the server found wrong with the shortlist itself (empty, or a talent no longer shown).
  const [shortlistProblem, setShortlistProblem] = useState<FormErrorKey | null>(null);

  function showServerErrors(fieldErrors: FieldErrors): number {
    setShortlistProblem(fieldErrors.talents ?? null);
    const shown = showFieldErrors(setError, FAVORITES_REQUEST_FIELDS, fieldErrors);
    return shown + (fieldErrors.talents ? 1 : 0);
  }

  async function send(fields: FavoritesRequestFields) {
    if (talents.length === 0) return;
    setShortlistProblem(null);
    const ids = talents.map((talent) => talent.id);
    await sender.send(
      { fields, talents },
      (botTraps, transfer, reference) =>
        postForm(
          '/api/favorites',
          { ...fields, talents: ids, locale, ...botTraps, [REFERENCE_FIELD]: reference },
          transfer,
        ),
      {
        emptyForm: () => reset(emptyFavoritesRequestFields),
        showFieldErrors: showServerErrors,
      },
    );
  }

  function askAnother() {
    flushSync(sender.startOver);
    setFocus('name');
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
      {sent && (
        <>
          <FormReceipt title={t('sentTitle')}>
            <p>{t.rich('sentNotice', { reference: sent.reference, ...referenceTag })}</p>
            <SentSummary
              rows={[
                {
                  label: t('sentTalents'),
                  value: sent.values.talents.map((talent) => talent.name).join(', '),
                },
                { label: t('jobDate'), value: longJobDate(sent.values.fields.jobDate, locale) },
                { label: t('name'), value: sent.values.fields.name },
              ]}
            />
          </FormReceipt>
          <div>
            <button type="button" className={buttonStyles.button} onClick={askAnother}>
              {t('askAnother')}
            </button>
          </div>
        </>
      )}
      {!sent && (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <p className={styles.meta}>
            {t('allRequired')} {t('talents', { count: talents.length })}
          </p>

          {fieldsInOrder.map(({ name, hint }) => {
            const id = `${formId}-${name}`;
            const error = errorText(errors[name]);
            const inputProps = {
              ...fieldA11y(id, { error, hint, required: true }),
              className: formStyles.input,
            };
            return (
              <div key={name} className={formStyles.field}>
                <label htmlFor={id} className={formStyles.label}>
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
                        min={localIsoDate(new Date())}
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
                  <FieldHint id={id}>{t(`${name as 'jobDate' | 'buyouts' | 'message'}Hint`)}</FieldHint>
                )}
                <FieldError id={id} error={error} />
              </div>
            );
          })}

          <SendFooter id={formId} namespace="FavoritesForm" sender={sender}>
            {shortlistProblem && (
              <p role="alert" className={formStyles.problem}>
                {tErrors(shortlistProblem)}
              </p>
            )}
          </SendFooter>
        </>
      )}
    </form>
  );
}
