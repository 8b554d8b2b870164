import { useDeferredValue, useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { MeasureUnit } from '@/lib/talents/measures';
import { persistStorage, type StoredKind } from './browser-storage';

type MeasureUnitState = { unit: MeasureUnit; setUnit: (unit: MeasureUnit) => void };
type StoredUnit = Pick<MeasureUnitState, 'unit'>;

// Kept until changed; whatever else is stored (edited by hand) reads as the default.
const storedUnit: StoredKind<StoredUnit> = {
  version: 0,
  parse: (state) => {
    const unit = (state as Partial<StoredUnit> | null)?.unit;
    return unit === 'cm' || unit === 'in' ? { unit } : null;
  },
};

// Hydration is skipped at creation so the server render and the browser's first render agree (cm).
const useMeasureUnitStore = create<MeasureUnitState>()(
  persist((set) => ({ unit: 'cm', setUnit: (unit) => set({ unit }) }), {
    name: 'measure-unit',
    storage: persistStorage(storedUnit, { unit: 'cm' }),
    partialize: ({ unit }) => ({ unit }),
    skipHydration: true,
  }),
);

export function useMeasureUnit(): [MeasureUnit, (unit: MeasureUnit) => void] {
  const unit = useMeasureUnitStore((state) => state.unit);
  const setUnit = useMeasureUnitStore((state) => state.setUnit);
  useEffect(() => {
    if (!useMeasureUnitStore.persist.hasHydrated()) void useMeasureUnitStore.persist.rehydrate();
  }, []);
  return [unit, setUnit];
}

// Follows the switch a render later: an external store re-renders every reader at once, holding the tap
// back.
export function useShownMeasureUnit(): MeasureUnit {
  const [unit] = useMeasureUnit();
  return useDeferredValue(unit);
}
