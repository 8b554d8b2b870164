'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type Ref } from 'react';
import { useController, type Control } from 'react-hook-form';
import { fieldA11y, FieldError, FieldHint } from '@/components/forms/form-parts';
import { optionChoices } from './choices';
import { SelectOptions } from './select-options';
import { useOptionLists } from './use-option-lists';
import type { Application, ApplicationInput, Place } from './schema';
import type { Locale } from '@/lib/i18n/routes';
import type { Option } from '@/lib/content/types';
import formStyles from '@/components/forms/form.module.css';
import styles from './application.module.css';

type LocationFieldsProps = {
  control: Control<ApplicationInput, unknown, Application>;
  idPrefix: string;
  locale: Locale;
  countries: Option[];
  errorText: (error: { message?: string } | undefined) => string | null;
};

/**
 * Country → region → city: choosing a country loads its regions, choosing a region loads its cities; each
 * select stays disabled until its list has arrived, and a new choice above clears the ones below. Lists come
 * from the site's own `/api/options`.
 */
export function LocationFields({ control, idPrefix, locale, countries, errorText }: LocationFieldsProps) {
  const t = useTranslations('Application.location');
  const country = useController({ control, name: 'country' });
  const state = useController({ control, name: 'state' });
  const city = useController({ control, name: 'city' });
  const countryId = country.field.value?.value;
  const stateId = state.field.value?.value;
  const states = useOptionLists(countryId ? `language=${locale}&states=${countryId}` : null);
  const cities = useOptionLists(
    countryId && stateId ? `language=${locale}&cities=${countryId}-${stateId}` : null,
  );

  return (
    <div className={styles.columns}>
      <PlaceSelect
        id={`${idPrefix}-country`}
        label={t('country')}
        place={country.field.value}
        options={countries}
        status="loaded"
        error={errorText(country.fieldState.error)}
        selectRef={country.field.ref}
        onBlur={country.field.onBlur}
        onChange={(place) => {
          country.field.onChange(place);
          state.field.onChange(null);
          city.field.onChange(null);
        }}
      />
      <PlaceSelect
        id={`${idPrefix}-state`}
        label={t('state')}
        hint={countryId ? null : t('stateHint')}
        place={state.field.value}
        options={states.lists?.states ?? []}
        status={states.status}
        onRetry={states.retry}
        error={errorText(state.fieldState.error)}
        selectRef={state.field.ref}
        onBlur={state.field.onBlur}
        onChange={(place) => {
          state.field.onChange(place);
          city.field.onChange(null);
        }}
      />
      <PlaceSelect
        id={`${idPrefix}-city`}
        label={t('city')}
        hint={stateId ? null : t('cityHint')}
        place={city.field.value}
        options={cities.lists?.cities ?? []}
        status={cities.status}
        onRetry={cities.retry}
        error={errorText(city.fieldState.error)}
        selectRef={city.field.ref}
        onBlur={city.field.onBlur}
        onChange={city.field.onChange}
      />
    </div>
  );
}

type PlaceSelectProps = {
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

function PlaceSelect({
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
        <SelectOptions placeholder={status === 'loading' ? t('loading') : t('choose')} choices={choices} />
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
