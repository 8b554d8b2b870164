'use client';

import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';
import styles from './form.module.css';

// Its own component, so hydration's end re-renders only this wrapper, not the whole form.
export function HydratedForm({ children, ...formProps }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...formProps} aria-busy={!hydrated || undefined}>
      <fieldset className={styles.whole} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
