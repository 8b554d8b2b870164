'use client';

import { useEffect, useRef } from 'react';
import { fieldA11y } from '@/components/forms/form-parts';
import { shortFileName } from '@/lib/forms/file-name';
import buttonStyles from '@/components/ui/button.module.css';
import styles from '../application.module.css';

type FilePickerProps = {
  id: string;
  /** The element whose text names the input (the slot's or the field's title). */
  labelledBy: string;
  accept: readonly string[];
  file: File | null;
  detail?: string;
  error: string | null;
  hint?: boolean;
  required?: boolean;
  labels: { choose: string; change: string; remove: string; removeShort: string };
  onPick: (file: File | null) => void;
  /** The form's ref to the input, to focus it when it is the first field in error. */
  inputRef: (element: HTMLInputElement | null) => void;
};

// The input stays focusable and in place (focus scrolls to it); its focus ring is drawn on the label.
export function FilePicker({
  id,
  labelledBy,
  accept,
  file,
  detail,
  error,
  hint = false,
  required = false,
  labels,
  onPick,
  inputRef,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement | null>(null);

  // After a reset (or Remove) the input must forget its file too, or choosing it again does nothing.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const a11y = fieldA11y(id, { error, hint, required });
  const nameId = `${id}-name`;
  return (
    <>
      <input
        ref={(element) => {
          input.current = element;
          inputRef(element);
        }}
        {...a11y}
        aria-labelledby={labelledBy}
        aria-describedby={[a11y['aria-describedby'], file && nameId].filter(Boolean).join(' ') || undefined}
        type="file"
        accept={accept.join(',')}
        className={styles.fileInput}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <div className={styles.fileActions}>
        <label htmlFor={id} className={`${buttonStyles.button} ${styles.fileButton}`}>
          {file ? labels.change : labels.choose}
        </label>
        {file && (
          <button
            type="button"
            className={styles.removeButton}
            onClick={() => onPick(null)}
            aria-label={labels.remove}
          >
            {labels.removeShort}
          </button>
        )}
      </div>
      {file && (
        <p id={nameId} className={styles.fileName} title={file.name}>
          {shortFileName(file.name)}
          {detail && ` · ${detail}`}
        </p>
      )}
    </>
  );
}
