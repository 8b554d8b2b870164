import { useDeferredValue, useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MeasureUnit } from '@/lib/talents/measures';

type MeasureUnitState = { unit: MeasureUnit; setUnit: (unit: MeasureUnit) => void };

// Hydration is skipped at creation so the server render and the browser's first render agree (cm).
const useMeasureUnitStore = create<MeasureUnitState>()(
  persist((set) => ({ unit: 'cm', setUnit: (unit) => set({ unit }) }), {
    name: 'measure-unit',
    storage: createJSONStorage(() => window.localStorage),
    partialize: ({ unit }) => ({ unit }),
    // Whatever else is stored (edited by hand, an older shape) reads as the default.
    merge: (stored, current) => ({
      ...current,
      unit: (stored as Partial<MeasureUnitState> | undefined)?.unit === 'in' ? 'in' : 'cm',
    }),
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
