import type { ReactNode } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './error-view.module.css';

/** The look of an error view's ways out: the site's buttons, the last one (the way forward) filled. */
export const errorAction = {
  other: buttonStyles.button,
  last: `${buttonStyles.button} ${buttonStyles.primary}`,
};

export function ErrorView({
  status,
  message,
  children,
}: {
  status?: number;
  message: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.error} aria-labelledby="error-message">
      {status !== undefined && <p className={styles.status}>{status}</p>}
      <h1 id="error-message" className={styles.message}>
        {message}
      </h1>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
