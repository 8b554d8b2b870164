'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type Ref } from 'react';
import { fieldA11y, FieldError, FieldHint } from '@/components/forms/form-parts';
import type { Place } from '../model/checks';
import { optionChoices } from '../model/choices';
import { DeferredOptions } from './deferred-options';
import type { Option } from '@/lib/content/types';
import formStyles from '@/components/forms/form.module.css';
import styles from '../application.module.css';

export type PlaceSelectProps = {
  id: string;
  label: string;
  hint?: string | null;
  place: Place | undefined;
  options: Option[];
  /** Disabled unless `loaded`: nothing to choose from before the list arrives. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  onRetry?: () => void;
  error: string | null;
  selectRef: Ref<HTMLSelectElement>;
  onBlur: () => void;
  onChange: (place: Place) => void;
};

export function PlaceSelect({
  id,
  label,
  hint = null,
  place,
  options,
  status,
  onRetry,
  error,
  selectRef,
  onBlur,
  onChange,
}: PlaceSelectProps) {
  const t = useTranslations('Application.location');
  const choices = useMemo(() => optionChoices(options), [options]);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        {...fieldA11y(id, { error, hint: hint !== null })}
        ref={selectRef}
        className={formStyles.input}
        value={place ? String(place.value) : ''}
        disabled={status !== 'loaded'}
        data-waiting={status !== 'loaded' || undefined}
        aria-busy={status === 'loading' || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          const option = options.find((candidate) => String(candidate.id) === event.target.value);
          onChange(option ? { value: option.id, label: option.value } : null);
        }}
      >
        <DeferredOptions
          placeholder={status === 'loading' ? t('loading') : t('choose')}
          choices={choices}
          chosen={Boolean(place)}
        />
      </select>
      {hint !== null && <FieldHint id={id}>{hint}</FieldHint>}
      {status === 'failed' && (
        <p className={styles.listProblem} role="alert">
          {t('failed')}{' '}
          <button type="button" className={styles.inlineButton} onClick={onRetry}>
            {t('retry')}
          </button>
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
