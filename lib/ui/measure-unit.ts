import { useDeferredValue, useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MeasureUnit } from '@/lib/talents/measures';

type MeasureUnitState = { unit: MeasureUnit; setUnit: (unit: MeasureUnit) => void };

/**
 * The visitor's CM/INCHES choice: one for every card, profile and the height filter, kept in local storage
 * (`measure-unit`). Hydration is skipped at creation so the server render and the browser's first render
 * agree (cm); the first component that reads it loads the stored choice.
 */
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

/** The chosen unit and the way to change it. */
export function useMeasureUnit(): [MeasureUnit, (unit: MeasureUnit) => void] {
  const unit = useMeasureUnitStore((state) => state.unit);
  const setUnit = useMeasureUnitStore((state) => state.setUnit);
  useEffect(() => {
    if (!useMeasureUnitStore.persist.hasHydrated()) void useMeasureUnitStore.persist.rehydrate();
  }, []);
  return [unit, setUnit];
}

/**
 * The unit that measures are shown in. It follows the switch in a render of its own, after the switch has
 * shown the tap: the store is external, so a change re-renders every reader at once, and a profile's or a
 * card's measures would hold the pressed button back.
 */
export function useShownMeasureUnit(): MeasureUnit {
  const [unit] = useMeasureUnit();
  return useDeferredValue(unit);
}
