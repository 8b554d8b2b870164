import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import styles from './form.module.css';

/** A field people never see or reach; form-filling bots do (see lib/forms/bot-traps.ts). */
export function Honeypot({
  id,
  label,
  inputRef,
}: {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
