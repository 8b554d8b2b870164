'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { ColourChoice, MeasureFacets } from '@/lib/talents/catalogue';
import {
  clearMeasures,
  measureCount,
  selectRange,
  toggleColour,
  type NumberRange,
  type TalentFilter,
} from '@/lib/talents/filters';
import type { ColourCounts } from '@/lib/talents/filter-match';
import {
  centimetresShownAs,
  centimetresToInches,
  feetAndInches,
  type MeasureUnit,
} from '@/lib/talents/measures';
import { countValues } from '@/lib/i18n/numbers';
import { UnitSwitch } from '@/components/ui/unit-switch';
import { useMeasureUnit } from '@/lib/ui/measure-unit';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './measure-filters.module.css';

type MeasureFiltersProps = {
  id: string;
  facets: MeasureFacets;
  /** Talents per colour with every other choice applied; unknown until the first step arrives. */
  counts: ColourCounts | undefined;
  filter: TalentFilter;
  total: number | undefined;
  onChange: (filter: TalentFilter) => void;
  onDone: () => void;
};

/** A height range as the visitor reads it: centimetres, or whole inches (a height shown as 5'7"). */
const HEIGHT_UNITS: Record<
  MeasureUnit,
  {
    shown: (centimetres: number) => number;
    range: (from: number | null, to: number | null) => NumberRange;
    label: (value: number) => string;
  }
> = {
  cm: { shown: (cm) => cm, range: (min, max) => ({ min, max }), label: (cm) => `${cm} cm` },
  in: {
    shown: centimetresToInches,
    range: (from, to) => ({
      min: from === null ? null : centimetresShownAs(from).lowest,
      max: to === null ? null : centimetresShownAs(to).highest,
    }),
    label: feetAndInches,
  },
};

/** Each change is a step in the address (Back undoes it); only values present in the category show. */
export function MeasureFilters({ id, facets, counts, filter, total, onChange, onDone }: MeasureFiltersProps) {
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const [unit] = useMeasureUnit();
  const height = HEIGHT_UNITS[unit];
  const shownHeight = (value: number | null) => (value === null ? null : height.shown(value));

  return (
    <div id={id} className={styles.panel} role="group" aria-label={t('measureFilters')}>
      <div className={styles.ranges}>
        <RangeField
          legend={t('measure.height')}
          values={facets.heights.map(height.shown)}
          from={shownHeight(filter.height?.min ?? null)}
          to={shownHeight(filter.height?.max ?? null)}
          label={height.label}
          onChange={(from, to) => onChange(selectRange(filter, 'height', height.range(from, to)))}
        >
          <UnitSwitch className={styles.units} />
        </RangeField>
        <RangeField
          legend={t('age')}
          values={facets.ages}
          from={filter.age?.min ?? null}
          to={filter.age?.max ?? null}
          label={String}
          onChange={(min, max) => onChange(selectRange(filter, 'age', { min, max }))}
        />
      </div>
      {(['hair', 'eyes'] as const).map((key) => (
        <ColourField
          key={key}
          legend={t(key === 'hair' ? 'hairColour' : 'eyeColour')}
          choices={facets[key]}
          chosen={filter[key]}
          counts={counts?.[key]}
          onToggle={(slug) => onChange(toggleColour(filter, key, slug))}
        />
      ))}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.button}
          disabled={measureCount(filter) === 0}
          onClick={() => onChange({ ...filter, ...clearMeasures() })}
        >
          {t('clearMeasures')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onDone}>
          {total === undefined ? t('done') : t('showResults', countValues(total, locale))}
        </button>
      </div>
    </div>
  );
}

type RangeFieldProps = {
  legend: string;
  /** The values present, in the unit shown. */
  values: readonly number[];
  from: number | null;
  to: number | null;
  label: (value: number) => string;
  onChange: (from: number | null, to: number | null) => void;
  children?: ReactNode;
};

function RangeField({ legend, values, from, to, label, onChange, children }: RangeFieldProps) {
  const t = useTranslations('Catalogue');
  const fromId = useId();
  const toId = useId();
  // A bound from the address that no talent has now is still shown as chosen.
  const options = [...new Set([...values, ...[from, to].filter((value) => value !== null)])].sort(
    (a, b) => a - b,
  );
  const read = (value: string) => (value === '' ? null : Number(value));
  const select = (
    selectId: string,
    value: number | null,
    allowed: (option: number) => boolean,
    change: (value: number | null) => void,
  ) => (
    <select id={selectId} value={value ?? ''} onChange={(event) => change(read(event.target.value))}>
      <option value="">{t('any')}</option>
      {options.filter(allowed).map((option) => (
        <option key={option} value={option}>
          {label(option)}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className={styles.field}>
      <legend>{legend}</legend>
      {children}
      <div className={styles.range}>
        <label htmlFor={fromId}>{t('from')}</label>
        {select(
          fromId,
          from,
          (option) => to === null || option <= to,
          (value) => onChange(value, to),
        )}
        <label htmlFor={toId}>{t('to')}</label>
        {select(
          toId,
          to,
          (option) => from === null || option >= from,
          (value) => onChange(from, value),
        )}
      </div>
    </fieldset>
  );
}

type ColourFieldProps = {
  legend: string;
  choices: readonly ColourChoice[];
  chosen: readonly string[];
  counts: Record<string, number> | undefined;
  onToggle: (slug: string) => void;
};

function ColourField({ legend, choices, chosen, counts, onToggle }: ColourFieldProps) {
  // A colour from the address that the category lacks stays listed, so it can be taken off.
  const offered = [
    ...choices,
    ...chosen
      .filter((slug) => !choices.some((choice) => choice.slug === slug))
      .map((slug) => ({ slug, label: slug.replace(/-/g, ' ') })),
  ];
  if (offered.length === 0) return null;
  return (
    <fieldset className={styles.field}>
      <legend>{legend}</legend>
      <ul className={styles.colours}>
        {offered.map(({ slug, label }) => {
          const checked = chosen.includes(slug);
          const count = counts ? (counts[slug] ?? 0) : undefined;
          return (
            <li key={slug}>
              <label className={styles.colour}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={count === 0 && !checked}
                  onChange={() => onToggle(slug)}
                />
                <span>{label}</span>
                {/* The space names it "Castanho 3" for screen readers; flex leaves it off screen. */}
                {count !== undefined && (
                  <>
                    {' '}
                    <span className={styles.count}>{count}</span>
                  </>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
