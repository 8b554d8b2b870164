// @vitest-environment jsdom
// The list's filter controls as a visitor meets them: one gender control per state, and the measurement
// panel offering only what the category has, each colour with its count.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from '@/features/catalogue/filter-bar';
import { MeasureFilters } from '@/features/catalogue/measure-filters';
import { categories } from '@/lib/i18n/categories';
import type { CatalogueFacets, MeasureFacets } from '@/lib/talents/catalogue';
import { genderPlacement } from '@/lib/talents/catalogue';
import { clearFilters, type TalentFilter } from '@/lib/talents/filters';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

function renderIn(locale: 'en' | 'pt', ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const filter = (partial: Partial<TalentFilter>): TalentFilter => ({ ...clearFilters(), ...partial });
const noMeasures: MeasureFacets = { heights: [], ages: [], hair: [], eyes: [] };

const commercial: CatalogueFacets = {
  subcategories: [
    { id: 24, key: 'beauty', genders: ['woman', 'man'] },
    { id: 30, key: 'c_direct', genders: ['woman', 'man'] },
    { id: 25, key: 'kids', genders: ['woman', 'man'] },
  ],
  genders: ['woman', 'man', 'undefined'],
  placement: genderPlacement(categories.commercial.id),
  measures: noMeasures,
};
const actors: CatalogueFacets = {
  subcategories: [{ id: 27, key: 'new_actors', genders: ['woman', 'man', 'undefined'] }],
  genders: ['woman', 'man', 'undefined'],
  placement: genderPlacement(categories.actors.id),
  measures: noMeasures,
};
const models: CatalogueFacets = {
  subcategories: [{ id: 21, key: 'mainboard', genders: ['woman', 'man'] }],
  genders: ['woman', 'man', 'undefined'],
  placement: genderPlacement(categories.models.id),
  measures: noMeasures,
};

afterEach(cleanup);

describe('FilterBar: one gender control per state', () => {
  const bar = (facets: CatalogueFacets, chosen: TalentFilter, onGender = vi.fn()) =>
    renderIn(
      'en',
      <FilterBar
        facets={facets}
        filter={chosen}
        onAll={vi.fn()}
        onSubcategory={vi.fn()}
        onGender={onGender}
      />,
    );
  const genderLists = () => screen.queryAllByRole('list', { name: /^Gender/ });

  it.each<[string, CatalogueFacets, Partial<TalentFilter>, string]>([
    ['Commercial → Beauty', commercial, { subcategory: 24 }, 'Gender: Beauty'],
    ['Actors → New actors', actors, { subcategory: 27 }, 'Gender: New actors'],
    ['Commercial, nothing chosen', commercial, {}, 'Gender'],
    ['Commercial → Kids (no gender of its own)', commercial, { subcategory: 25 }, 'Gender'],
    ['Models, nothing chosen', models, {}, 'Gender: All'],
    ['Models → Mainboard', models, { subcategory: 21 }, 'Gender: Mainboard'],
  ])('%s: one gender row, "%s"', (_name, facets, chosen, label) => {
    bar(facets, filter(chosen));
    expect(genderLists().map((list) => list.getAttribute('aria-label'))).toEqual([label]);
    expect(screen.getAllByRole('button', { name: 'Woman' })).toHaveLength(1);
  });

  it('under a subcategory, a gender keeps it; at the top, it stands alone', () => {
    const onGender = vi.fn();
    bar(commercial, filter({ subcategory: 24 }), onGender);
    fireEvent.click(screen.getByRole('button', { name: 'Woman' }));
    expect(onGender).toHaveBeenLastCalledWith('woman', 24);
    cleanup();
    bar(commercial, filter({ subcategory: 25 }), onGender);
    fireEvent.click(screen.getByRole('button', { name: 'Woman' }));
    expect(onGender).toHaveBeenLastCalledWith('woman', null);
  });
});

describe('MeasureFilters', () => {
  const facets: MeasureFacets = {
    heights: [168, 172, 180],
    ages: [18, 25],
    hair: [
      { slug: 'brown', label: 'Castanho' },
      { slug: 'dark-brown', label: 'Castanho Escuro' },
    ],
    eyes: [{ slug: 'blue', label: 'Azul' }],
  };

  beforeEach(() => window.localStorage.clear());

  const panel = (chosen: TalentFilter, onChange = vi.fn(), locale: 'en' | 'pt' = 'pt') =>
    renderIn(
      locale,
      <MeasureFilters
        id="measures"
        facets={facets}
        counts={{ hair: { brown: 3 }, eyes: { blue: 2 } }}
        filter={chosen}
        total={5}
        onChange={onChange}
        onDone={vi.fn()}
      />,
    );

  it('offers the heights and ages present, and each colour with its count', () => {
    panel(filter({}));
    const height = within(screen.getByRole('group', { name: 'Altura' }));
    expect(height.getByRole('combobox', { name: 'De' })).toHaveTextContent('Qualquer168 cm172 cm180 cm');
    const hair = within(screen.getByRole('group', { name: 'Cor do cabelo' }));
    expect(hair.getByRole('checkbox', { name: 'Castanho 3' })).toBeEnabled();
    // No talent would match: offered, but not choosable.
    expect(hair.getByRole('checkbox', { name: 'Castanho Escuro 0' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mostrar 5 talentos' })).toBeVisible();
  });

  it('a height chosen in inches covers the centimetres shown as it', () => {
    const onChange = vi.fn();
    panel(filter({}), onChange, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'INCHES' }));
    const from = screen.getAllByRole('combobox', { name: 'From' })[0]!;
    expect(from).toHaveTextContent(`Any5'6"5'8"5'11"`);
    fireEvent.change(from, { target: { value: '68' } });
    expect(onChange).toHaveBeenLastCalledWith(filter({ height: { min: 172, max: null } }));
    expect(window.localStorage.getItem('measure-unit')).toContain('"in"');
  });

  it('the "to" list starts at the chosen "from", and one button clears every measurement', () => {
    const onChange = vi.fn();
    const chosen = filter({ subcategory: 21, age: { min: 25, max: null }, hair: ['brown'] });
    panel(chosen, onChange, 'en');
    const age = within(screen.getByRole('group', { name: 'Age' }));
    expect(age.getByRole('combobox', { name: 'To' })).toHaveTextContent('Any25');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(filter({ subcategory: 21 }));
  });
});
