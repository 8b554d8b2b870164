import type { ReactNode } from 'react';
import styles from './error-view.module.css';

/** The error page's frame: status, message and the ways out. */
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
