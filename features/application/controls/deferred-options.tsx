import { memo, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '@/lib/ui/idle';
import type { Choice } from '../model/choices';

type DeferredOptionsProps = {
  placeholder: string;
  choices: readonly Choice[];
  /** A value is chosen already (a draft brought back): its option must be there for the select to show it. */
  chosen?: boolean;
};

// The options follow the placeholder when the browser is idle or at once on focus, so long lists are not
// laid out before the first paint. Memoized: the form renders whole again whenever its errors change.
export const DeferredOptions = memo(function DeferredOptions({
  placeholder,
  choices,
  chosen = false,
}: DeferredOptionsProps) {
  const [shown, setShown] = useState(false);
  const placeholderRef = useRef<HTMLOptionElement>(null);

  useEffect(() => {
    if (shown) return;
    const select = placeholderRef.current?.parentElement;
    // At once, so the list the browser opens next is the whole one.
    const show = () => flushSync(() => setShown(true));
    const cancelIdle = whenIdle(show);
    select?.addEventListener('focus', show);
    return () => {
      cancelIdle();
      select?.removeEventListener('focus', show);
    };
  }, [shown]);

  return (
    <>
      <option ref={placeholderRef} value="">
        {placeholder}
      </option>
      {(shown || chosen) &&
        choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
    </>
  );
});
