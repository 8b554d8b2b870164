import spinnerStyles from '@/components/ui/spinner.module.css';
import styles from './catalogue.module.css';

export function ListLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={spinnerStyles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
