'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/form-parts';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import type { Option } from '@/lib/content/types';
import type { FetchedPlaceSelectProps } from '../controls/fetched-place-select';
import { PlaceSelect } from '../controls/place-select';
import { Section, useApplicationForm } from './inputs';
import styles from '../application.module.css';

// The regions' and cities' selects that fetch their lists come, with react-query, apart from the form's
// first load: until a country is chosen they have nothing to fetch.
const FetchedPlaceSelect = lazyComponent(() =>
  import('../controls/fetched-place-select').then((module) => module.FetchedPlaceSelect),
);

/** Each select stays disabled until its list arrives, and a new choice above clears the ones below. */
export function LocationSection({ countries }: { countries: Option[] }) {
  const t = useTranslations('Application');
  const locale = useLocale();
  const idPrefix = useId();
  const errorText = useFieldErrorText();
  const { control } = useApplicationForm();
  const country = useController({ control, name: 'country' });
  const state = useController({ control, name: 'state' });
  const city = useController({ control, name: 'city' });
  const countryId = country.field.value?.value;
  const stateId = state.field.value?.value;
  usePreloadWhenIdle(FetchedPlaceSelect.preload);

  return (
    <Section legend={t('sections.location')}>
      <div className={styles.columns}>
        <PlaceSelect
          id={`${idPrefix}-country`}
          label={t('location.country')}
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
        <ChildPlaceSelect
          list="states"
          query={countryId ? `language=${locale}&states=${countryId}` : null}
          id={`${idPrefix}-state`}
          label={t('location.state')}
          hint={countryId ? null : t('location.stateHint')}
          place={state.field.value}
          error={errorText(state.fieldState.error)}
          selectRef={state.field.ref}
          onBlur={state.field.onBlur}
          onChange={(place) => {
            state.field.onChange(place);
            city.field.onChange(null);
          }}
        />
        <ChildPlaceSelect
          list="cities"
          query={countryId && stateId ? `language=${locale}&cities=${countryId}-${stateId}` : null}
          id={`${idPrefix}-city`}
          label={t('location.city')}
          hint={stateId ? null : t('location.cityHint')}
          place={city.field.value}
          error={errorText(city.fieldState.error)}
          selectRef={city.field.ref}
          onBlur={city.field.onBlur}
          onChange={city.field.onChange}
        />
      </div>
    </Section>
  );
}

/** `query` is null while the choice above is missing. */
type ChildPlaceSelectProps = Omit<FetchedPlaceSelectProps, 'query'> & { query: string | null };

/** A region's or city's select: idle without a query, waiting while its code loads. */
function ChildPlaceSelect({ list, query, ...select }: ChildPlaceSelectProps) {
  if (query === null) return <PlaceSelect {...select} options={[]} status="idle" />;
  return (
    <Suspense fallback={<PlaceSelect {...select} options={[]} status="loading" />}>
      <FetchedPlaceSelect {...select} list={list} query={query} />
    </Suspense>
  );
}
