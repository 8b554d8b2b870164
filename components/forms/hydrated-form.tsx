'use client';

import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';
import styles from './form.module.css';

/**
 * A form that stays disabled and busy until React has taken over the page (see useHydrated for why). Its
 * own component, so that moment renders only this wrapper: the fields, made by the form around it, are
 * the same elements as before and React leaves them be, instead of rendering the whole form again.
 */
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
