import { memo, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '@/lib/ui/idle';
import type { Choice } from './choices';

type SelectOptionsProps = { placeholder: string; choices: readonly Choice[] };

/**
 * A select's placeholder and its options. The page's HTML carries the placeholder alone: the options
 * follow once the browser is idle after hydration, each select in an idle moment of its own, or at once
 * when the select takes focus before that (a press or a tap focuses it before its list opens). The
 * application form's thousand options were 48 KB of its 144 KB of HTML, and the browser styled and laid them out
 * while parsing the page, before its first paint; the form is disabled until hydration, so no visitor
 * meets a select without its options. The options render again only when their list changes: the
 * application form renders whole again whenever its errors change (react-hook-form's formState).
 */
export const SelectOptions = memo(function SelectOptions({ placeholder, choices }: SelectOptionsProps) {
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
      {shown &&
        choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
    </>
  );
});
