'use client';

import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { useController, type Control } from 'react-hook-form';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import type { ListedPlaceSelectProps } from './listed-place-select';
import { PlaceSelect } from './place-select';
import type { Application, ApplicationInput } from './schema';
import type { Locale } from '@/lib/i18n/locales';
import type { Option } from '@/lib/content/types';
import styles from './application.module.css';

// The regions' and cities' selects that fetch their lists come, with react-query, apart from the form's
// first load: until a country is chosen they have nothing to fetch.
const ListedPlaceSelect = lazyComponent(() =>
  import('./listed-place-select').then((module) => module.ListedPlaceSelect),
);

type LocationFieldsProps = {
  control: Control<ApplicationInput, unknown, Application>;
  idPrefix: string;
  locale: Locale;
  countries: Option[];
  errorText: (error: { message?: string } | undefined) => string | null;
};

/** Each select stays disabled until its list arrives, and a new choice above clears the ones below. */
export function LocationFields({ control, idPrefix, locale, countries, errorText }: LocationFieldsProps) {
  const t = useTranslations('Application.location');
  const country = useController({ control, name: 'country' });
  const state = useController({ control, name: 'state' });
  const city = useController({ control, name: 'city' });
  const countryId = country.field.value?.value;
  const stateId = state.field.value?.value;
  usePreloadWhenIdle(ListedPlaceSelect.preload);

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
      <FetchedPlaceSelect
        list="states"
        query={countryId ? `language=${locale}&states=${countryId}` : null}
        id={`${idPrefix}-state`}
        label={t('state')}
        hint={countryId ? null : t('stateHint')}
        place={state.field.value}
        error={errorText(state.fieldState.error)}
        selectRef={state.field.ref}
        onBlur={state.field.onBlur}
        onChange={(place) => {
          state.field.onChange(place);
          city.field.onChange(null);
        }}
      />
      <FetchedPlaceSelect
        list="cities"
        query={countryId && stateId ? `language=${locale}&cities=${countryId}-${stateId}` : null}
        id={`${idPrefix}-city`}
        label={t('city')}
        hint={stateId ? null : t('cityHint')}
        place={city.field.value}
        error={errorText(city.fieldState.error)}
        selectRef={city.field.ref}
        onBlur={city.field.onBlur}
        onChange={city.field.onChange}
      />
    </div>
  );
}

/** `query` is null while the choice above is missing. */
type FetchedPlaceSelectProps = Omit<ListedPlaceSelectProps, 'query'> & { query: string | null };

/** A select whose options come from `/api/options`: idle without a query, waiting while its code loads. */
function FetchedPlaceSelect({ list, query, ...select }: FetchedPlaceSelectProps) {
  if (query === null) return <PlaceSelect {...select} options={[]} status="idle" />;
  return (
    <Suspense fallback={<PlaceSelect {...select} options={[]} status="loading" />}>
      <ListedPlaceSelect {...select} list={list} query={query} />
    </Suspense>
  );
}
