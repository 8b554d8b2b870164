import { memo } from 'react';
import type { Choice } from './choices';

/**
 * A select's options, drawn again only when their list changes. The application form renders whole
 * again once after hydration and whenever its errors change (react-hook-form's formState): re-creating
 * its thousand options was about a quarter of each such render.
 */
export const SelectOptions = memo(function SelectOptions({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
});
